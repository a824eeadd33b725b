import { BeingBuilt } from '../pending/being-built';

// Placeholder until the hackathons issue's page lands here.
const Page = () => <BeingBuilt title="Hackathon details" />;
export default Page;
