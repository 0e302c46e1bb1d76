import { type Expiry, expiryNoteOf } from '../utils/expiry-note';

export function ExpiryNote({ recognition }: { readonly recognition: Expiry }) {
  const note = expiryNoteOf(recognition);
  if (!note) return null;
  return (
    <strong
      className={note.expired ? 'recognitions-expiry recognitions-expiry--expired' : 'recognitions-expiry'}
    >
      {note.text}
    </strong>
  );
}
