import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleProblemStatement,
  ProblemStatementWrite,
} from '@elevate/contracts/console/console-drill-forms.schema';
import { apiRequest } from '@/lib/api-client';
import { problemStatementsKey } from './get-problem-statements';

const base = (drillId: number) => `console/drills/${drillId}/problem-statements`;

/** Adds a problem statement (`POST …/problem-statements`) or edits one (`PUT …/problem-statements/{id}`). */
export const saveProblemStatement = async ({
  drillId,
  statementId,
  statement,
}: {
  drillId: number;
  statementId?: number;
  statement: ProblemStatementWrite;
}) => {
  const env =
    statementId === undefined
      ? await apiRequest<ConsoleProblemStatement[]>('POST', base(drillId), { body: statement })
      : await apiRequest<ConsoleProblemStatement[]>('PUT', `${base(drillId)}/${statementId}`, { body: statement });
  return { statements: env.result, message: env.message };
};

/** Deletes one no submission chose: `DELETE …/problem-statements/{id}`. */
export const deleteProblemStatement = async ({ drillId, statementId }: { drillId: number; statementId: number }) => {
  const env = await apiRequest<ConsoleProblemStatement[]>('DELETE', `${base(drillId)}/${statementId}`);
  return { statements: env.result, message: env.message };
};

/** A new order: `PUT …/problem-statements/order`. */
export const reorderProblemStatements = async ({
  drillId,
  statementIds,
}: {
  drillId: number;
  statementIds: number[];
}) => {
  const env = await apiRequest<ConsoleProblemStatement[]>('PUT', `${base(drillId)}/order`, { body: { statementIds } });
  return { statements: env.result, message: env.message };
};

const useStatementsMutation = <A extends { drillId: number }>(
  fn: (args: A) => Promise<{ statements?: ConsoleProblemStatement[]; message?: string }>,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ statements }, { drillId }) => {
      if (statements) client.setQueryData(problemStatementsKey(drillId), statements);
    },
  });
};

export const useSaveProblemStatement = () => useStatementsMutation(saveProblemStatement);
export const useDeleteProblemStatement = () => useStatementsMutation(deleteProblemStatement);
export const useReorderProblemStatements = () => useStatementsMutation(reorderProblemStatements);
