/** The labelled input of the checkout, email and staff forms: label, required mark and an announced error. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutField } from './checkout-field.tsx';

const registration = (name: string) => ({
  name,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
});

describe('CheckoutField', () => {
  it('is a required input named by its label, without an error', () => {
    render(<CheckoutField id="email" label="Email" registration={registration('email')} type="email" />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.type).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the optional field and leaves it not required', () => {
    render(<CheckoutField id="apt" label="Apartment" optionalText="(optional)" registration={registration('apt')} />);
    expect((screen.getByLabelText('Apartment (optional)') as HTMLInputElement).required).toBe(false);
  });

  it('announces its error and ties it to the input', () => {
    render(<CheckoutField id="zip" label="ZIP" registration={registration('zip')} error="Please enter your ZIP" />);
    const input = screen.getByLabelText('ZIP');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please enter your ZIP');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
