import { NOTE_MAX, PITCH_MAX, ROLE_MAX, ROLES_NEEDED_MAX, TEAM_NAME_MAX, TEAM_NAME_MIN } from './team.constants.ts';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The words of registering for a hackathon, used by the API and the pages alike. */
export const ParticipationMessages = {
  registered: (hackathon: string) => `You are registered for ${hackathon}. See you on your dashboard!`,
  alreadyRegistered: 'You are already registered for this hackathon.',
  judgeCannotRegister: 'You judge this hackathon, so you cannot take part in it.',
  registrationClosed: 'Registration for this hackathon has closed.',
  onlyStudents: 'This hackathon is open to students only.',
  onlyProfessionals: 'This hackathon is open to working professionals only.',
  paymentRequired: (fee: number) =>
    `This hackathon has a registration fee of ${rupees(fee)}: complete the payment to register.`,
  notRegistered: 'You are not registered for this hackathon.',
  participantNotFound: 'We could not find this participant.',
  saved: 'Your registration details are saved.',
  answersLocked: 'Registration has closed, so your answers can no longer be changed.',
  ended: 'This hackathon has ended, so your registration can no longer be changed.',
  pitchMax: `What you want to build can be at most ${PITCH_MAX} characters`,
  lookingForTeamRequired: 'lookingForTeam must be true or false',
  nothingToChange: 'Nothing to change: send answers, lookingForTeam or pitch.',
} as const;

/** The words of teams, invitations, join requests and the teammate finder. */
export const TeamMessages = {
  nameRequired: 'Please enter a team name',
  nameMin: `A team name needs at least ${TEAM_NAME_MIN} characters`,
  nameMax: `A team name can be at most ${TEAM_NAME_MAX} characters`,
  nameChars: "A team name may use letters, digits, spaces and - _ . & '",
  nameTaken: 'This team name is already taken in this hackathon. Please choose another.',
  nameAvailable: 'This team name is available.',
  created: (team: string) => `Team ${team} is ready. Share its invite code to bring your teammates in.`,
  individualOnly: 'This hackathon is for individuals, so it has no teams.',
  alreadyInTeam: 'You are already in a team for this hackathon. Leave it first to join or create another.',
  notFound: 'We could not find this team.',
  full: 'This team is full',
  notLooking: 'This team is not taking new members.',
  codeRequired: 'Please enter the invite code',
  codeInvalid: 'This invite code is not valid for this team. Ask the team lead for a new one.',
  codeExpired: 'This invite code has expired. Ask the team lead for a new one.',
  joined: (team: string) => `You joined ${team}.`,
  requestSent: (team: string) => `Your request to join ${team} was sent to the team lead.`,
  requestPending: 'You have already asked to join this team. The team lead will answer soon.',
  codeRotated: 'A new invite code is ready. Links and codes shared before no longer work.',
  leadOnly: 'Only the team lead can do this.',
  membersOnly: 'Only the members of this team can do this.',
  lockedAtRegistrationEnd: 'Teams are locked: registration has closed, so members can no longer change.',
  lockedAtFirstSubmission: 'This team is locked since its first submission, so members can no longer change.',
  ended: 'This hackathon has ended, so teams can no longer change.',
  left: (team: string) => `You left ${team}.`,
  dissolved: (team: string) => `You left ${team}, and the team was closed since no members were left.`,
  removed: (name: string) => `${name} was removed from the team.`,
  notMember: 'This participant is not a member of this team.',
  onlyLeave: 'Only isActive=false is accepted here: to join a team, use its invite code or ask to join.',
  leadHandedOver: (name: string) => `${name} is now the team lead.`,
  newLeadNotMember: 'The new lead must be a member of this team.',
  alreadyLead: 'You are already the team lead.',
  updated: 'Your team card is updated.',
  rolesMax: `A team can list at most ${ROLES_NEEDED_MAX} roles`,
  roleMax: `A role can be at most ${ROLE_MAX} characters`,
  roleRequired: 'Please name the role',
  noteMax: `The note can be at most ${NOTE_MAX} characters`,
  // Invitations (the team asks a participant) and requests (a participant asks the team).
  invitationSent: (name: string) => `Invitation sent to ${name}.`,
  alreadyInvited: 'This participant already has a pending invitation from your team.',
  inviteeInTeam: 'This participant is already in a team.',
  inviteeNotFound: 'We could not find this participant in this hackathon.',
  inviteSelf: 'You are already in this team.',
  alreadyInvitedYou: 'This team has already invited you: accept its invitation on your dashboard.',
  alreadyAskedYou: 'This participant has already asked to join your team: accept their request on your dashboard.',
  invitationNotFound: 'We could not find this invitation, or it was already answered.',
  invitationAccepted: (team: string) => `You joined ${team}.`,
  invitationDeclined: 'Invitation declined.',
  requestAccepted: (name: string) => `${name} joined your team.`,
  requestDeclined: 'Request declined.',
  withdrawn: 'Withdrawn.',
  decisionNotAllowed: 'This answer is not possible for this invitation.',
  wouldAccept: (team: string) => `Accept to join ${team}.`,
  // Composition rules (drill.team_rules and drillTeamSize), checked when a team forms and at submission.
  tooSmall: (min: number) => `A team needs at least ${min} members for this hackathon.`,
  sameInstitution: 'Every member of the team must study at the same institution.',
  institutionMissing: (names: string) =>
    `${names} must add their current institution to their profile (education) first.`,
  minWomen: (n: number) =>
    n === 1
      ? 'The team needs at least one woman member (gender as given in the profile).'
      : `The team needs at least ${n} women members (gender as given in the profile).`,
  // Teammate finder.
  finderKindRequired: "kind must be 'participants' or 'teams'",
} as const;

/**
 * In-app notifications and mails about teams. They name only fixed words, the hackathon (written by its
 * hosts), and people's and teams' names; a note typed by a stranger is shown in the app, never mailed to an
 * address its owner has not proven.
 */
export const TeamNoticeMessages = {
  invitedOneLiner: (team: string, hackathon: string) => `${team} invited you to join their team in ${hackathon}`,
  invitedMessage: 'Open your dashboard to accept or decline the invitation.',
  requestOneLiner: (name: string, team: string) => `${name} asked to join ${team}`,
  requestMessage: 'Open your dashboard to accept or decline the request.',
  acceptedInviteOneLiner: (name: string, team: string) => `${name} accepted the invitation and joined ${team}`,
  acceptedRequestOneLiner: (team: string) => `Your request was accepted: you are now in ${team}`,
  joinedByCodeOneLiner: (name: string, team: string) => `${name} joined ${team} with its invite code`,
  leadHandedOverOneLiner: (team: string) => `You are now the lead of ${team}`,
  removedOneLiner: (team: string) => `You were removed from ${team}`,
  dashboardMessage: 'Open your dashboard to see your team.',
  mailSubject: (hackathon: string) => `Your team in ${hackathon}`,
  mailGreeting: (name: string) => `Hello ${name},`,
  mailSignature: 'The Elevate team',
  someone: 'A participant',
} as const;
