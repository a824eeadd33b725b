import { BeingBuilt } from '../pending/being-built';

/** Placeholder while issue 14 builds this page (replaced by its owner). */
const Page = () => <BeingBuilt title="Saarthi mentor" />;

export default Page;
