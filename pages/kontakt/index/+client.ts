// Site chrome plus the contact form island.
import { initContactPage } from '../../../renderer/client/contact-page'

initContactPage()
