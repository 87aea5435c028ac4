import { PageTitle } from '../../common/components/PageTitle';
import { aiMessages } from './messages';

export function AiHistoryPage() {
  return <PageTitle message={aiMessages.historyTitle} />;
}
