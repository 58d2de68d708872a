// The design-system parts this package uses, named in one place.
export {
  Badge,
  Button,
  IconChevronDown,
  IconChevronEnd,
  IconChevronStart,
  IconFilter,
  IconSearch,
  IconTrash,
  TextInput,
} from '@cc/ui-rtl';
