/**
 * What the host console says about a hackathon's forms, phases and problem statements, defined once for the
 * builder and the API.
 */
export const DrillFormsMessages = {
  // The form builder
  labelTaken: (label: string) => `Two fields are called "${label}": give each question its own label`,
  keyTaken: (key: string) => `Two fields use the key "${key}": each answer needs its own key`,
  keyFormat: 'A key starts with a letter and uses only letters, digits and underscores (at most 40)',
  optionsNeeded: (label: string) => `Add at least one option to "${label}"`,
  optionTaken: (label: string, option: string) => `"${label}" lists the option "${option}" twice`,
  optionsOnlyForSelects: (label: string) =>
    `"${label}" is not a choice field: only Select and Multi-select have options`,
  maxLengthOnlyForText: (label: string) => `"${label}": only Text and Editor fields take a longest answer`,
  maxLengthTooBig: (label: string, max: number) => `"${label}": the longest answer can be at most ${max} characters`,
  tooManyFields: (max: number) => `A form can have at most ${max} fields`,

  // What a save changed (the answer's message)
  formSaved: (form: string) => `${form} saved`,
  formUnchanged: (form: string) => `${form} saved: nothing changed`,
  fieldsAdded: (labels: string[]) => `added ${quoted(labels)}`,
  fieldsRemoved: (labels: string[], answered: number) =>
    answered > 0
      ? `removed ${quoted(labels)} (hidden from the form; the answers already given are kept)`
      : `removed ${quoted(labels)}`,
  fieldsNowRequired: (labels: string[], answered: number) =>
    answered > 0
      ? `${quoted(labels)} now required for new answers (the ${answered} already given stay valid)`
      : `${quoted(labels)} now required`,
  fieldsNowOptional: (labels: string[]) => `${quoted(labels)} now optional`,
  fieldsEdited: (labels: string[]) => `edited ${quoted(labels)}`,
  fieldsReordered: 'changed the order',
  registrationForm: 'Registration form',
  submissionForm: (phase: string) => `Submission form of ${phase}`,

  // Phases
  phaseNotFound: 'This phase does not exist in this hackathon.',
  phaseEndBeforeStart: 'The phase must end after it starts',
  phaseBeforeHackathon: (start: string) => `A phase cannot start before the hackathon starts (${start})`,
  phaseAfterHackathon: (end: string) => `A phase cannot end after the hackathon ends (${end})`,
  phaseOutOfOrder: (earlier: string, later: string) =>
    `${later} comes after ${earlier}: it must not start before ${earlier} starts, nor end before it ends`,
  phaseHasSubmissions: (phase: string, count: number) =>
    `${phase} has ${count} ${count === 1 ? 'submission' : 'submissions'}: it cannot be deleted. Change its name or dates instead.`,
  phaseAdded: (phase: string) => `${phase} added`,
  phaseSaved: (phase: string) => `${phase} saved`,
  phaseDeleted: (phase: string) => `${phase} deleted`,
  phasesReordered: 'Phases reordered',
  orderNotAPermutation: 'Send every phase of this hackathon exactly once, in the new order',
  statementOrderNotAPermutation: 'Send every problem statement of this hackathon exactly once, in the new order',

  // Problem statements
  statementNotFound: 'This problem statement does not exist in this hackathon.',
  statementPhaseUnknown: 'Choose one of this hackathon’s phases, or none for every phase',
  statementChosen: (count: number) =>
    `${count} ${count === 1 ? 'submission has' : 'submissions have'} chosen this problem statement: edit it instead of deleting it`,
  statementAdded: 'Problem statement added',
  statementSaved: 'Problem statement saved',
  statementDeleted: 'Problem statement deleted',
  statementsReordered: 'Problem statements reordered',
} as const;

const quoted = (labels: string[]) => labels.map((l) => `"${l}"`).join(', ');
