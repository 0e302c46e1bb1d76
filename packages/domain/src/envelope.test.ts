import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelopeSchema,
  failureEnvelope,
  INTERNAL_SERVER_ERROR_MESSAGE,
  isHtmlContentType,
  responseCodeFor,
  successEnvelope,
  toFailedResponse,
} from './envelope.js';

const fallbackMessage = 'The request failed. Try again.';

describe('envelopes', () => {
  it('carry data with the HTTP status as code', () => {
    expect(successEnvelope({ id: 1 })).toEqual({ success: true, data: { id: 1 }, message: null, code: 200 });
    expect(successEnvelope(null, 201).code).toBe(201);
    expect(failureEnvelope('Not found', 404)).toEqual({
      success: false,
      data: null,
      message: 'Not found',
      code: 404,
    });
  });

  it('have a schema around their data', () => {
    const schema = envelopeSchema(z.object({ id: z.number() }));
    expect(schema.parse(successEnvelope({ id: 1 }))).toEqual(successEnvelope({ id: 1 }));
    expect(schema.safeParse(failureEnvelope('Gone', 410)).success).toBe(true);
    expect(schema.safeParse({ success: true, data: { id: 'x' }, message: null, code: 200 }).success).toBe(
      false,
    );
  });
});

describe('responseCodeFor', () => {
  it('keeps the code for a 5xx status', () => {
    expect(responseCodeFor(500, 1234)).toBe(1234);
    expect(responseCodeFor(503, 503)).toBe(503);
  });

  it('is empty for other statuses or without a numeric code', () => {
    expect(responseCodeFor(499, 1234)).toBe('');
    expect(responseCodeFor(400, 400)).toBe('');
    expect(responseCodeFor(500, undefined)).toBe('');
    expect(responseCodeFor(500, '1234')).toBe('');
  });
});

describe('isHtmlContentType', () => {
  it('recognises HTML', () => {
    expect(isHtmlContentType('text/html; charset=utf-8')).toBe(true);
    expect(isHtmlContentType('TEXT/HTML')).toBe(true);
    expect(isHtmlContentType('application/json')).toBe(false);
    expect(isHtmlContentType('text/htmlx')).toBe(false);
    expect(isHtmlContentType(null)).toBe(false);
    expect(isHtmlContentType(undefined)).toBe(false);
  });
});

describe('toFailedResponse', () => {
  it('flattens the message of a JSON failure', () => {
    const body = { success: false, data: null, message: { email: ['Enter an email address'] }, code: 400 };
    expect(toFailedResponse({ status: 400, contentType: 'application/json', body, fallbackMessage })).toEqual(
      {
        success: false,
        data: null,
        message: 'Enter an email address',
        code: 400,
        responseCode: '',
      },
    );
  });

  it('keeps the body code as responseCode on a 5xx', () => {
    const body = { message: 'Database unavailable', code: 50301 };
    expect(toFailedResponse({ status: 503, body, fallbackMessage })).toMatchObject({
      message: 'Database unavailable',
      code: 503,
      responseCode: 50301,
    });
  });

  it('uses the client message when the body has none', () => {
    expect(toFailedResponse({ status: 502, body: null, fallbackMessage })).toEqual({
      success: false,
      data: null,
      message: fallbackMessage,
      code: 502,
      responseCode: '',
    });
    expect(toFailedResponse({ status: 400, body: 'Bad Request', fallbackMessage }).message).toBe(
      fallbackMessage,
    );
    expect(toFailedResponse({ status: 400, body: { message: [] }, fallbackMessage }).message).toBe(
      fallbackMessage,
    );
  });

  it('gives the internal server error message for an HTML response', () => {
    const page = '<!doctype html><title>502 Bad Gateway</title>';
    expect(toFailedResponse({ status: 200, contentType: 'text/html', body: page, fallbackMessage })).toEqual({
      success: false,
      data: null,
      message: INTERNAL_SERVER_ERROR_MESSAGE,
      code: 200,
      responseCode: '',
    });
    expect(toFailedResponse({ status: 502, contentType: null, body: page, fallbackMessage }).message).toBe(
      'Internal server error. Please contact the system administrator.',
    );
  });
});
