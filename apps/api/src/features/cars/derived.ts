import { normalizeArabic } from '@cc/domain';

/** The keyword as the search column holds text: normalised, LIKE wildcards escaped ('' = no filter). */
export function keywordPattern(keyword: string | undefined): string | null {
  const needle = keyword ? normalizeArabic(keyword) : '';
  if (!needle) return null;
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
