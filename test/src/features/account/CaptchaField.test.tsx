import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { setupStore } from '../../../../src/app/store';
import { CaptchaField } from '../../../../src/features/account/CaptchaField';
import { LocaleProvider } from '../../../../src/i18n/LocaleProvider';
import type { Locale } from '../../../../src/i18n/locales';
import '../../testUtils/messageChannel';
import { preloadCatalogs } from '../../testUtils/preloadCatalogs';
import { changeState, fakeWidget, solve } from './captchaTestSupport';

jest.mock('../../../../src/features/account/altchaWidget', () => ({}));

interface Values {
  readonly captcha?: string;
}

/** A form holding only the field, that shows its value and can clear it as a failed submission does. */
// LocaleProvider shows its children once the language's catalog is downloaded: downloaded before the tests.
beforeAll(preloadCatalogs);

function Harness() {
  const [form] = Form.useForm<Values>();
  const [sent, setSent] = useState<string | null>(null);
  const value = Form.useWatch('captcha', form);
  return (
    <Form form={form} onFinish={(values) => { setSent(values.captcha ?? ''); }} noValidate>
      <Form.Item name="captcha" rules={[{ required: true, message: 'captcha required' }]}>
        <CaptchaField testId="captcha" />
      </Form.Item>
      <output data-testid="value">{value ?? 'none'}</output>
      <output data-testid="sent">{sent ?? 'nothing'}</output>
      <Button htmlType="submit">send</Button>
      <Button onClick={() => { form.setFieldValue('captcha', undefined); }}>clear</Button>
    </Form>
  );
}

function renderField(locale: Locale = 'en-US') {
  render(
    <Provider store={setupStore({ locale: { current: locale } })}>
      <LocaleProvider>
        <Harness />
      </LocaleProvider>
    </Provider>,
  );
  return fakeWidget(screen.getByTestId('captcha'));
}

describe('captcha field', () => {
  it('configures the widget: challenge from /api/captcha, payload field name, interface language', () => {
    const widget = renderField('fr-FR');
    // Attributes here: the element is not upgraded in jsdom (in a browser React sets the same as properties).
    expect(widget.element).toHaveAttribute('challenge', '/api/captcha');
    expect(widget.element).toHaveAttribute('language', 'fr-fr');
    expect(widget.element).toHaveAttribute('name', 'captcha');
    expect(widget.element).toHaveAttribute('type', 'native');
    expect(screen.getByTestId('captcha')).toHaveAccessibleName('Vérification');
  });

  it('speaks English in English', () => {
    const widget = renderField('en-US');
    expect(widget.element).toHaveAttribute('language', 'en');
  });

  it('takes the payload of a solved challenge as its value', async () => {
    const widget = renderField();
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    solve(widget, 'payload-1');
    await waitFor(() => {
      expect(screen.getByTestId('value')).toHaveTextContent('payload-1');
    });
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => {
      expect(screen.getByTestId('sent')).toHaveTextContent('payload-1');
    });
  });

  it('drops the payload when the widget expires or verifies again', async () => {
    const widget = renderField();
    const valueIs = (text: string) =>
      waitFor(() => {
        expect(screen.getByTestId('value')).toHaveTextContent(text);
      });
    solve(widget, 'payload-1');
    await valueIs('payload-1');
    changeState(widget, 'expired');
    await valueIs('none');
    solve(widget, 'payload-2');
    await valueIs('payload-2');
    changeState(widget, 'verifying');
    await valueIs('none');
  });

  it('is required by the form until solved', async () => {
    renderField();
    fireEvent.click(screen.getByText('send'));
    expect(await screen.findByText('captcha required')).toBeInTheDocument();
    expect(screen.getByTestId('captcha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('sent')).toHaveTextContent('nothing');
  });

  it('resets the widget when the form clears its value, since a solution is single use', async () => {
    const widget = renderField();
    solve(widget, 'payload-1');
    await waitFor(() => {
      expect(screen.getByTestId('value')).toHaveTextContent('payload-1');
    });
    expect(widget.reset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('clear'));
    expect(widget.reset).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.getByTestId('value')).toHaveTextContent('none');
    });
  });
});
