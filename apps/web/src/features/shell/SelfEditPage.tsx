import { SelfEditCards } from './SelfEditCards';
import { SelfEditText } from './self-edit-rules';
import './pages.css';

/**
 * /self-edit, the personal center (seed 000 §2: 个人中心, not in the menu): the user's own details
 * (getCscpUserDetailsByUserId), editing them (PUT cscpUserDetails/1) and changing the password
 * (PUT updateCscpUserPwd/1, RSA-encrypted). Plain Semi inputs with the rules of
 * self-edit-rules.ts: Semi Form would add ~220 KB gzip for six fields.
 */
export default function SelfEditPage() {
  return (
    <div className="jt-page jt-self-edit">
      <h2 className="jt-page__title">{SelfEditText.title}</h2>
      <SelfEditCards />
    </div>
  );
}
