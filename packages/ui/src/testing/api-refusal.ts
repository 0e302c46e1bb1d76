import { HttpError } from '@fsmis/ui/lib/http-client';

/** The API's refusal as the HTTP client throws it: a 400's field messages, or any other status's message. */
export const apiRefusal = (status: number, message: unknown) =>
  new HttpError(
    {
      success: false,
      data: null,
      message: typeof message === 'string' ? message : 'Refused',
      code: status,
      responseCode: '',
    },
    null,
    message,
  );
