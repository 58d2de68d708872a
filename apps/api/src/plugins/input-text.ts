import { AppError } from '../lib/errors';
import { cleanTexts, type TextIssue } from '../lib/input-text';
import { MSG } from '../messages';
import { sharedPlugin } from './plugin';

const messageOf = (issue: TextIssue) =>
  issue.problem === 'nul' ? MSG.textHasNul : MSG.textHasBrokenCharacter;

/**
 * Every route's body, query and path parameters go through `cleanTexts` before validation: refused
 * characters are a 400 with one field error each, invisible spoofing characters are removed.
 */
export const inputTextPlugin = sharedPlugin(async (app) => {
  app.addHook('preValidation', async (request) => {
    const issues = [...cleanTexts(request.params), ...cleanTexts(request.query), ...cleanTexts(request.body)];
    if (issues.length > 0) {
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        MSG.validation,
        issues.map((issue) => ({ field: issue.field, message: messageOf(issue) })),
      );
    }
  });
}, 'input-text');
