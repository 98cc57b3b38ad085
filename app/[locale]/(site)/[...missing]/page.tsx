// Any path the site does not have: the branded 404 of this layout, with header and footer.
import { notFound } from 'next/navigation';


export default function Missing() {
  notFound();
}
