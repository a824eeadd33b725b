import { useState } from 'react';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { TeamCard } from '@elevate/contracts/drills/team.schema';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useJoinTeam } from '../api/team-join';
import { TeamRoleNoteDialog } from './team-role-note-dialog';

/**
 * Ask a team's lead to be let in: optionally for one of the roles the team needs, with a short note the lead
 * reads in the app. `role` preselects the role the asker came for (the teammate finder).
 */
export const TeamJoinRequestDialog = ({
  drillId,
  participantId,
  team,
  role = '',
  onClose,
}: {
  drillId: number;
  participantId: number;
  team: TeamCard;
  role?: string;
  onClose: () => void;
}) => {
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoinTeam(drillId, participantId);

  const send = (chosen: string, note: string) => {
    setProblem(null);
    join.mutate(
      { teamId: team.teamId, note, ...(chosen ? { role: chosen } : {}) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? TeamMessages.requestSent(team.teamName));
          onClose();
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };

  return (
    <TeamRoleNoteDialog
      title={`Ask to join ${team.teamName}`}
      roles={team.rolesNeeded}
      initialRole={role}
      noteLabel="A short note to the lead (optional)"
      noteHint="What you would bring to the team"
      sendLabel="Send request"
      pending={join.isPending}
      problem={problem}
      onSend={send}
      onClose={onClose}
    />
  );
};
