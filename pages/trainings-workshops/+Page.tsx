import { trainingsWorkshopsPage } from '../../content/pages/trainings-workshops'
import { StandardPage } from '../../renderer/components/StandardPage'

export default function TrainingsWorkshopsPage() {
  return <StandardPage page={trainingsWorkshopsPage} />
}
