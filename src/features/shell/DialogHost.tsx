import { useDialogQueue } from '../../app/use-dialog-queue';
import { HelpDialog } from './HelpDialog';
import { DEFAULT_HELP_CODE } from '../../app/route-meta';

/**
 * Shows the first dialog of the queue (document 1 §4: one dialog at a time). Each request has a
 * kind; this maps kinds to components. Closing (button, Escape, click outside) removes it.
 */
export function DialogHost() {
  const { current, close } = useDialogQueue();
  if (!current) return null;
  const onClose = () => close();
  switch (current.kind) {
    case 'napoveda': {
      const kod = typeof current.props?.kod === 'string' ? current.props.kod : DEFAULT_HELP_CODE;
      return <HelpDialog key={current.id} kod={kod} onClose={onClose} />;
    }
    default:
      return null;
  }
}
