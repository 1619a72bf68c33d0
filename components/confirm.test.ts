/**
 * The one delete of the app (confirmAndDelete): asks with the Croatian question, deletes only
 * once confirmed, notifies and calls onDeleted; a refusal shows the error and stays put.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidElement } from 'react';

const openConfirmModal = vi.fn((options: { onConfirm: () => void }) => {
  void options;
  return 'modal-1';
});
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal } }));
const apiFetch = vi.fn();
const notifyDeleted = vi.fn();
const notifyError = vi.fn();
vi.mock('@/lib/api-client', () => ({ apiFetch, notifyDeleted, notifyError }));

const { confirmAndDelete } = await import('./confirm');
const { messages } = await import('@/lib/i18n/messages');

type Modal = { title: string; children: { props: { children: string } }; labels: { confirm: string; cancel: string }; onConfirm: () => void };
const lastModal = () => openConfirmModal.mock.calls.at(-1)![0] as unknown as Modal;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('confirmAndDelete', () => {
  it('asks first and deletes nothing until confirmed', () => {
    const onDeleted = vi.fn();
    const id = confirmAndDelete({ subject: 'korisnika Ana Anić', url: '/api/Users/5', deletedMessage: messages.userDeleted, onDeleted });
    expect(id).toBe('modal-1');
    const modal = lastModal();
    expect(modal.title).toBe(messages.confirmDeleteTitle);
    expect(isValidElement(modal.children)).toBe(true);
    expect(modal.children.props.children).toBe(messages.confirmDelete('korisnika Ana Anić'));
    expect(modal.labels).toEqual({ confirm: messages.delete, cancel: messages.cancel });
    expect(apiFetch).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('on confirm sends DELETE, notifies and calls onDeleted', async () => {
    apiFetch.mockResolvedValueOnce(undefined);
    const onDeleted = vi.fn();
    confirmAndDelete({ text: 'Pitanje?', url: '/api/News/3', deletedMessage: messages.newsDeleted, onDeleted });
    expect(lastModal().children.props.children).toBe('Pitanje?');
    lastModal().onConfirm();
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(apiFetch).toHaveBeenCalledWith('/api/News/3', { method: 'DELETE' });
    expect(notifyDeleted).toHaveBeenCalledWith(messages.newsDeleted);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a refusal shows the error and does not call onDeleted', async () => {
    const refusal = new Error('U uporabi');
    apiFetch.mockRejectedValueOnce(refusal);
    const onDeleted = vi.fn();
    confirmAndDelete({ subject: 'zapis', url: '/api/Projects/1', deletedMessage: messages.projectDeleted, onDeleted });
    lastModal().onConfirm();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith(refusal, messages.deleteError));
    expect(notifyDeleted).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
