import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { renderAt } from '@/testing/render';
import { ContactForm } from './contact-form';

const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const fill = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Ishita Banerjee');
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ishita@example.in');
  await userEvent.type(screen.getByRole('textbox', { name: /Contact Number/ }), '9830012345');
  await userEvent.click(screen.getByRole('combobox', { name: /Purpose/ }));
  await userEvent.click(screen.getByRole('option', { name: 'Campus partnership' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Placement drive for 300 students in March.');
};

describe('contact form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows no message before a field is touched', () => {
    renderAt(<ContactForm source="contactus" />);
    expect(screen.queryByText(/mandatory field/)).not.toBeInTheDocument();
  });

  it("says '{field} is mandatory field !' once a required field is left empty", async () => {
    renderAt(<ContactForm source="contactus" />);
    await userEvent.click(screen.getByRole('textbox', { name: /Full Name/ }));
    await userEvent.tab();
    expect(await screen.findByText('Full Name is mandatory field !')).toBeInTheDocument();
  });

  it("says 'Invalid Email Id !' and 'Invalid Mobile Number !' for malformed values", async () => {
    renderAt(<ContactForm source="contactus" />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ishita@');
    await userEvent.type(screen.getByRole('textbox', { name: /Contact Number/ }), '12345');
    await userEvent.tab();
    expect(await screen.findByText('Invalid Email Id !')).toBeInTheDocument();
    expect(await screen.findByText('Invalid Mobile Number !')).toBeInTheDocument();
  });

  it('submitting empty shows every required message and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAt(<ContactForm source="contactus" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Email is mandatory field !')).toBeInTheDocument();
    expect(screen.getByText('Contact Number is mandatory field !')).toBeInTheDocument();
    expect(screen.getByText('Message is mandatory field !')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the message and toasts the msg the server returned', async () => {
    const fetchSpy = answer(201, { httpStatus: 201, result: { contactId: 1, msg: 'Message sent successfully' } });
    renderAt(<ContactForm source="contactus" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/contact-us');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      senderFullName: 'Ishita Banerjee',
      contact: '9830012345',
      contactUsSource: 'contactus',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue(''));
  });

  it("toasts 'Something went wrong !' when the request fails", async () => {
    answer(500, { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong !' } });
    renderAt(<ContactForm source="contactus" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong !');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ishita Banerjee');
  });
});
