// /contact-us: the same help page as /contact-us-doc (spec part 2 section 2: both show a postal address,
// two phone numbers, two e-mails, a chat link and a map; the values live in src/web/app/contact.ts).
export { ContactUsDocPage as ContactUsPage } from '../doctor-settings/contact-us-doc-page';
