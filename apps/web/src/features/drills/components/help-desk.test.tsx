import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryCreate, QueryReply } from '@elevate/contracts/drills/query.schema';
import { QueryMessages } from '@elevate/contracts/drills/submission.messages';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import { failWith, mockDrillsApi, ok, uploadRoutes, type ApiCall } from '../testing/participation-builders';
import { buildMessage, buildThread, buildThreadDetail, listOf } from './dashboard-test-data';
import { HelpDesk } from './help-desk';

const LIST = 'GET /api/drills/12/participants/70/queries';
const ASK = 'POST /api/drills/12/participants/70/queries';

const renderHelp = (path = '/drills/participant-dashboard/12/70/help', onNotRegistered = vi.fn()) => ({
  onNotRegistered,
  ...renderAt(
    <HelpDesk drillId={12} drillName="Smart India Build" participantId={70} onNotRegistered={onNotRegistered} />,
    path,
  ),
});

describe('help: questions to the hosts', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('opens on the question form when there are no questions, checks it, sends it with a file and opens its thread', async () => {
    signIn();
    const { key, routes } = uploadRoutes('query-file', 'pdf');
    let asked = false;
    const api = mockDrillsApi({
      ...routes,
      [LIST]: () => ok(listOf(asked ? [buildThread({ status: 'open', messageCount: 1 })] : [])),
      [ASK]: ({ body }: ApiCall) => {
        asked = true;
        const b = body as QueryCreate;
        return ok(
          buildThreadDetail({ subject: b.subject, status: 'open', messageCount: 1 }, [
            buildMessage({ body: b.body, files: [{ key, fileName: 'dataset-licence.pdf' }] }),
          ]),
          QueryMessages.asked,
          201,
        );
      },
      'GET /api/drills/12/queries/81': () =>
        ok(buildThreadDetail({ status: 'open', messageCount: 1 }, [buildMessage()])),
    });
    const user = userEvent.setup();
    const { router } = renderHelp();
    expect(document.title).toBe('Help · Smart India Build · Elevate');
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Ask the hosts' });

    await user.click(within(form).getByRole('button', { name: 'Send question' }));
    expect(await within(form).findByText(QueryMessages.subjectRequired)).toBeInTheDocument();
    expect(within(form).getByText(QueryMessages.bodyRequired)).toBeInTheDocument();
    expect(api.callsTo(ASK)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /What is it about/ }), 'Can we use open datasets?');
    await user.type(within(form).getByRole('textbox', { name: /Your question/ }), 'May we use data.gov.in data?');
    act(
      () =>
        void fireEvent.change(within(form).getByLabelText('File to attach'), {
          target: { files: [new File(['%PDF-1.7'], 'dataset-licence.pdf', { type: 'application/pdf' })] },
        }),
    );
    expect(await within(form).findByText('dataset-licence.pdf')).toBeInTheDocument();
    expect(api.callsTo('POST /api/s3/pre-signed')[0]?.body).toMatchObject({ purpose: 'query-file' });
    await user.click(within(form).getByRole('button', { name: 'Send question' }));

    expect(await screen.findByText(QueryMessages.asked)).toBeInTheDocument();
    expect(api.callsTo(ASK)[0]?.body).toEqual({
      subject: 'Can we use open datasets?',
      body: 'May we use data.gov.in data?',
      files: [key],
    });
    expect(router.state.location.search).toBe('?question=81');
    expect(await screen.findByRole('heading', { name: 'Can we use open datasets?', level: 3 })).toBeInTheDocument();
    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(within(questions).getByText('Waiting for the hosts')).toBeInTheDocument();
  });

  it('lists the questions, opens a thread with the hosts’ answer and its files, and sends a reply', async () => {
    signIn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const thread = buildThreadDetail({}, [
      buildMessage(),
      buildMessage({
        messageId: 2,
        fromHost: true,
        authorName: 'Hosts',
        body: 'Yes, any open dataset with a licence.',
        files: [{ key: 'query-file-1.pdf', fileName: 'rules.pdf' }],
      }),
    ]);
    const api = mockDrillsApi({
      [LIST]: ok(listOf([buildThread(), buildThread({ queryId: 82, subject: 'Team size', status: 'closed' })])),
      'GET /api/drills/12/queries/81': ok(thread),
      'GET /api/drills/12/queries/81/files': ok({ url: '/api/uploads/query-file-1.pdf?signature=x', expiresAt: '' }),
      'POST /api/drills/12/queries/81/messages': ({ body }: ApiCall) =>
        ok({
          ...thread,
          messages: [...thread.messages, buildMessage({ messageId: 3, body: (body as QueryReply).body })],
        }),
    });
    const user = userEvent.setup();
    const { router } = renderHelp();
    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(within(questions).getByText('Answered')).toBeInTheDocument();
    expect(within(questions).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Choose a question')).toBeInTheDocument();

    await user.click(within(questions).getByText('Can we use open datasets?'));
    expect(router.state.location.search).toBe('?question=81');
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const [mine, answer] = within(messages).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Aarav Shah');
    expect(answer).toHaveTextContent('Hosts');
    expect(answer).toHaveTextContent('Yes, any open dataset with a licence.');

    await user.click(within(answer!).getByRole('button', { name: 'rules.pdf' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.callsTo('GET /api/drills/12/queries/81/files')[0]?.query).toEqual({ key: 'query-file-1.pdf' });

    const reply = screen.getByRole('form', { name: 'Reply' });
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await within(reply).findByText(QueryMessages.replyRequired)).toBeInTheDocument();
    await user.type(within(reply).getByRole('textbox', { name: 'Your reply' }), 'Thank you!');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(QueryMessages.replied)).toBeInTheDocument();
    expect(api.callsTo('POST /api/drills/12/queries/81/messages')[0]?.body).toEqual({ body: 'Thank you!', files: [] });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reply).getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  });

  it('closes a question, after which it takes no replies', async () => {
    signIn();
    const thread = buildThreadDetail({ status: 'answered' });
    const api = mockDrillsApi({
      [LIST]: ok(listOf([buildThread()])),
      'GET /api/drills/12/queries/81': ok(thread),
      'POST /api/drills/12/queries/81/close': ok({ ...thread, status: 'closed' }),
    });
    const user = userEvent.setup();
    renderHelp('/drills/participant-dashboard/12/70/help?question=81');
    await user.click(await screen.findByRole('button', { name: 'Close this question' }));
    expect(await screen.findByText(QueryMessages.closed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/drills/12/queries/81/close')).toHaveLength(1);
  });

  it('hands the API’s 404 for the registration to the dashboard', async () => {
    signIn();
    mockDrillsApi({ [LIST]: failWith(404, 'WUE-4040', 'You are not registered for this hackathon.') });
    const { onNotRegistered } = renderHelp();
    await vi.waitFor(() => expect(onNotRegistered).toHaveBeenCalledWith('You are not registered for this hackathon.'));
  });

  it('shows a failed load with Try again', async () => {
    signIn();
    let down = true;
    mockDrillsApi({
      [LIST]: () => (down ? failWith(500, 'WUE-5000', 'Something went wrong !') : ok(listOf([buildThread()]))),
    });
    const user = userEvent.setup();
    renderHelp();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    down = false;
    await user.click(retry);
    expect(await screen.findByText('Can we use open datasets?')).toBeInTheDocument();
  });
});
