import { describe, expect, it } from 'vitest';
import {
  deliveryRequest,
  formAttributesOf,
  hiddenFieldsOf,
  honeypotOf,
  type ContactDelivery,
} from '#src/lib/contact-service.ts';

const message = {
  name: 'Jane Smith',
  email: 'jane@example.com',
  company: 'Acme',
  subject: 'A platform review',
  message: 'We would like an architecture review.',
  projectType: 'consulting',
};
const accessKey = '1a2b3c4d-1a2b-4a2b-8a2b-1a2b3c4d5e6f';
const services: Record<string, ContactDelivery> = {
  json: { service: 'json', endpoint: 'https://forms.example.com/send' },
  formspree: { service: 'formspree', endpoint: 'https://formspree.io/f/xyzabcde' },
  web3forms: { service: 'web3forms', accessKey },
  netlify: { service: 'netlify' },
};

describe('the request each service is sent', () => {
  it('Formspree: JSON to the form’s address and back, honeypot _gotcha', () => {
    const request = deliveryRequest(services.formspree!, { ...message, trap: '' }, '/contact');
    expect(request.url).toBe('https://formspree.io/f/xyzabcde');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(request.body)).toEqual({ ...message, _gotcha: '' });
  });

  // To its one address.
  it('Web3Forms: JSON with the access key, a boolean honeypot botcheck', () => {
    const person = deliveryRequest(services.web3forms!, { ...message, trap: '' }, '/contact');
    expect(person.url).toBe('https://api.web3forms.com/submit');
    expect(person.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(person.body)).toEqual({ access_key: accessKey, ...message, botcheck: false });
    const bot = deliveryRequest(services.web3forms!, { ...message, trap: 'on' }, '/contact');
    expect(JSON.parse(bot.body)).toMatchObject({ botcheck: true });
  });

  // The form’s fields, posted to the page itself.
  it('Netlify Forms: urlencoded with form-name, honeypot bot-field', () => {
    const request = deliveryRequest(services.netlify!, { ...message, trap: 'spam' }, '/portfolio/contact');
    expect(request.url).toBe('/portfolio/contact');
    expect(request.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      'form-name': 'contact',
      ...message,
      'bot-field': 'spam',
    });
  });

  it('an endpoint of the owner’s: JSON, honeypot website, as before', () => {
    const request = deliveryRequest(services.json!, { ...message, trap: '' }, '/contact');
    expect(request.url).toBe('https://forms.example.com/send');
    expect(JSON.parse(request.body)).toEqual({ ...message, website: '' });
  });

  // As the form does without JavaScript.
  it('sends no project type when the form offers none', () => {
    const { projectType: _, ...rest } = message;
    for (const service of ['formspree', 'netlify', 'json'] as const) {
      const { body } = deliveryRequest(services[service]!, { ...message, projectType: '', trap: '' }, '/');
      const sent = body.startsWith('{') ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
      expect(sent, service).not.toHaveProperty('projectType');
      expect(sent, service).toMatchObject(rest);
    }
  });

  it('carries any Turnstile token as cf-turnstile-response', () => {
    const delivery = { ...services.web3forms!, turnstileSiteKey: '1x00000000000000000000AA' };
    const request = deliveryRequest(delivery, { ...message, trap: '', turnstileToken: 'token' }, '/contact');
    expect(JSON.parse(request.body)).toMatchObject({ 'cf-turnstile-response': 'token' });
    expect(
      JSON.parse(deliveryRequest(services.json!, { ...message, trap: '' }, '/').body),
    ).not.toHaveProperty('cf-turnstile-response');
  });
});

describe('each service’s form without JavaScript', () => {
  const mailto = 'mailto:jane@example.com';

  it('posts to the service’s address with its fields and honeypot', () => {
    expect(formAttributesOf(services.formspree, mailto)).toEqual({
      action: 'https://formspree.io/f/xyzabcde',
      method: 'post',
    });
    expect(formAttributesOf(services.web3forms, mailto)).toEqual({
      action: 'https://api.web3forms.com/submit',
      method: 'post',
    });
    expect(hiddenFieldsOf(services.web3forms)).toEqual([['access_key', accessKey]]);
    expect(honeypotOf('web3forms')).toEqual({ name: 'botcheck', type: 'checkbox' });
    expect(honeypotOf('formspree').name).toBe('_gotcha');
  });

  it('is marked for Netlify’s build and posts to its own page', () => {
    expect(formAttributesOf(services.netlify, mailto)).toEqual({
      method: 'post',
      name: 'contact',
      'data-netlify': 'true',
      'netlify-honeypot': 'bot-field',
    });
    expect(hiddenFieldsOf(services.netlify)).toEqual([['form-name', 'contact']]);
  });

  it('without a service, writes a mail as before', () => {
    expect(formAttributesOf(undefined, mailto)).toEqual({
      action: mailto,
      method: 'post',
      encType: 'text/plain',
    });
    expect(hiddenFieldsOf(undefined)).toEqual([]);
    expect(honeypotOf(undefined).name).toBe('website');
  });
});
