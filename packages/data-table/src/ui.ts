// The design-system parts this package uses, named in one place.

export type { LinkComponent, MenuAction, MenuActions } from '@cc/ui-rtl';
export {
  ActionMenu,
  Badge,
  Button,
  Form,
  formSubmit,
  IconChevronDown,
  IconChevronEnd,
  IconChevronStart,
  IconEdit,
  IconEye,
  IconFilter,
  IconSearch,
  IconTrash,
  SubmitButton,
  TextField,
  TextInput,
  useZodForm,
} from '@cc/ui-rtl';
