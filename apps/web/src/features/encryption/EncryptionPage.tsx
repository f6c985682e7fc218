// /encryption 加密工具 (seed 000 §2 tool pages; a hidden menu entry): the password and captcha
// encryption of packages/crypto — a password becomes the ciphertext the sign-in sends (the same
// public key), a captcha text the AES the captcha check sends, with its key; bad input is said.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import { useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { runtimeConfig } from '../../lib/runtime-config';
import { FormField as Field } from '../../ui/form/FormField';
import {
  decryptCaptchaText,
  encryptCaptchaText,
  encryptPasswordText,
  ENCRYPTION_TEXTS as T,
  type ToolResult,
} from './encryption-rules';
import '../shell/pages.css';
import './encryption.css';

export default function EncryptionPage() {
  return (
    <div className="jt-page jt-encryption">
      <section className="jt-card" aria-label={T.title}>
        <h2 className="jt-card__title">{T.title}</h2>
        <Tabs type="line" lazyRender={false}>
          <TabPane tab={T.passwordTab} itemKey="password">
            <PasswordTool />
          </TabPane>
          <TabPane tab={T.captchaTab} itemKey="captcha">
            <CaptchaTool />
          </TabPane>
        </Tabs>
      </section>
    </div>
  );
}

function PasswordTool() {
  const publicKey = runtimeConfig.current().rsaPublicKey;
  const [plain, setPlain] = useState('');
  const [result, setResult] = useState<ToolResult | null>(null);
  return (
    <form
      className="jt-encryption__tool"
      data-tool="password"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setResult(encryptPasswordText(plain, publicKey));
      }}
    >
      <p className="jt-encryption__intro">{T.passwordIntro}</p>
      <Field label={T.publicKey}>
        {(id) => <TextArea id={id} value={publicKey} readonly autosize={{ minRows: 3, maxRows: 6 }} />}
      </Field>
      <Field label={T.plainPassword} error={result?.ok === false ? result.error : undefined}>
        {(id) => (
          <Input
            id={id}
            name="plainPassword"
            mode="password"
            autoComplete="off"
            value={plain}
            onChange={(value) => {
              setPlain(value);
              setResult(null);
            }}
          />
        )}
      </Field>
      <div className="jt-form__actions">
        <Button htmlType="submit" theme="solid" type="primary">
          {T.encrypt}
        </Button>
      </div>
      <Output result={result} name="passwordCipher" label={T.cipherText} />
    </form>
  );
}

function CaptchaTool() {
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [result, setResult] = useState<ToolResult | null>(null);
  const [decrypted, setDecrypted] = useState(false);
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setResult(null);
  };
  return (
    <form
      className="jt-encryption__tool"
      data-tool="captcha"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setDecrypted(false);
        setResult(encryptCaptchaText(text, key));
      }}
    >
      <p className="jt-encryption__intro">{T.captchaIntro}</p>
      <Field label={T.secretKey}>
        {(id) => <Input id={id} name="secretKey" value={key} autoComplete="off" onChange={change(setKey)} />}
      </Field>
      <Field
        label={`${T.plainText} / ${T.cipherText}`}
        error={result?.ok === false ? result.error : undefined}
      >
        {(id) => (
          <TextArea
            id={id}
            name="captchaText"
            value={text}
            placeholder='{"x":120,"y":5}'
            autosize={{ minRows: 2, maxRows: 6 }}
            onChange={change(setText)}
          />
        )}
      </Field>
      <div className="jt-form__actions">
        <Button htmlType="submit" theme="solid" type="primary">
          {T.encrypt}
        </Button>
        <Button
          onClick={() => {
            setDecrypted(true);
            setResult(decryptCaptchaText(text, key));
          }}
        >
          {T.decrypt}
        </Button>
      </div>
      <Output result={result} name="captchaResult" label={decrypted ? T.plainText : T.cipherText} />
    </form>
  );
}

function Output({ result, name, label }: { result: ToolResult | null; name: string; label: string }) {
  if (!result?.ok) return null;
  // The clipboard exists only in a secure context (https or localhost).
  const copy = () =>
    (navigator.clipboard?.writeText(result.text) ?? Promise.reject(new Error('no clipboard')))
      .then(() => showMessage(T.copied, { type: 'success' }))
      .catch(() => showMessage(T.copyFailed));
  return (
    <Field label={label}>
      {(id) => (
        <div className="jt-encryption__output">
          <TextArea id={id} name={name} value={result.text} readonly autosize={{ minRows: 2, maxRows: 8 }} />
          <Button onClick={copy}>{T.copy}</Button>
        </div>
      )}
    </Field>
  );
}
