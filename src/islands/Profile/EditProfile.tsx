/**
 * The profile-edit modal (§2.8, §5): display name, full name, email, phone (read only: it is the login, the
 * server refuses a change), birthday DD-MM-YYYY (digits only, dashes inserted as typed, 10 characters) and the
 * picture (the avatar shows an upload control on hover or focus; images only, 5 MB, previewed, uploaded public
 * on Save and saved as profilePicUrl). Save checks every field first and sends nothing while one is wrong; on
 * 200 the modal closes, a toast says "Profile saved", the profile is refetched and the header's avatar shows the new name and picture. A
 * failure keeps the form with the spec's message; a field the server refused (400, or a taken display name's 409)
 * shows by its field. Closing it with anything changed (X, Escape, the backdrop, Back, Cancel) asks "Discard your
 * changes?" first (DiscardQuestion.tsx).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { updateProfile, type OwnProfileReply } from '../../lib/api/profiles.ts';
import { uploadPicture } from '../../lib/api/uploads.ts';
import { ApiError, failureText } from '../../lib/api/index.ts';
import { BIRTHDAY_LENGTH, profileErrors, typeBirthday, type ProfileFields } from '../../lib/rules/profile.ts';
import { PICTURE_ACCEPT, pictureProblem } from '../../lib/rules/pictures.ts';
import Avatar from '../shared/Avatar.tsx';
import { $me } from '../../stores/me.ts';
import { overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import Dialog from '../shared/Dialog.tsx';
import { Guarded, useDiscardGuard } from '../shared/DiscardQuestion.tsx';
import { BusyLabel } from '../shared/Busy.tsx';
import { useSay } from '../shared/useSay.ts';
import { useWords } from '../shared/words.tsx';
import styles from './Profile.module.scss';
import IconCamera from '~icons/lucide/camera.jsx';

export const EDIT_PROFILE = 'profile-edit';

type Me = OwnProfileReply['user'];
type Field = keyof ProfileFields;
type Words = typeof import('./Profile.words.en-IN.ts');

const FIELDS: Field[] = ['displayname', 'fullname', 'email', 'phone', 'birthday'];

const initial = (me: Me): ProfileFields => ({
  displayname: me.displayname,
  fullname: me.fullname,
  email: me.email ?? '',
  phone: me.phone,
  birthday: me.birthday ?? '',
});

export default function EditProfile({ me, onSaved }: { me: Me; onSaved: () => Promise<void> }) {
  const t = useWords<Words>();
  const dirty = useRef(false);
  const guard = useDiscardGuard({
    isDirty: () => dirty.current,
    question: t.social_profile_discard_question(),
    detail: t.social_profile_discard_detail(),
    onDiscard: () => {
      dirty.current = false;
      overlay.close();
    },
  });
  return (
    <Dialog
      type={EDIT_PROFILE}
      title={t.social_profile_edit()}
      className={styles.editModal}
      onCloseRequest={guard.mayClose}
      onClosed={() => {
        dirty.current = false;
        guard.reset();
      }}
    >
      <Guarded guard={guard}>
        <EditForm
          me={me}
          onSaved={onSaved}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
          onCancel={() => {
            if (guard.mayClose()) overlay.close();
          }}
        />
      </Guarded>
    </Dialog>
  );
}

/** The server's field messages for this form's fields (400, 409), or null when it named none of them. */
function fieldErrorsOf(error: unknown): Partial<Record<Field, string>> | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null;
  const found: Partial<Record<Field, string>> = {};
  for (const name of FIELDS) {
    const message = error.fields[name]?.[0];
    if (message) found[name] = message;
  }
  return Object.keys(found).length ? found : null;
}

type FormProps = {
  me: Me;
  onSaved: () => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
};

function EditForm({ me, onSaved, onDirtyChange, onCancel }: FormProps) {
  const t = useWords<Words>();
  // Field messages and a failure are the spec's and the server's English words, said in the page's language.
  const say = useSay();
  const labels: Record<Field, string> = {
    displayname: t.social_profile_label_displayname(),
    fullname: t.social_profile_label_fullname(),
    email: t.social_profile_label_email(),
    phone: t.social_profile_label_phone(),
    birthday: t.social_profile_label_birthday(),
  };
  const formId = useId();
  const [form, setForm] = useState<ProfileFields>(() => initial(me));
  const [errors, setErrors] = useState<Partial<Record<Field | 'picture', string>>>({});
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // Changed since it opened: any field, or a new picture.
  useEffect(() => {
    const start = initial(me);
    onDirtyChange(file !== null || (Object.keys(start) as Field[]).some((key) => form[key] !== start[key]));
  }, [form, file, me]);

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'birthday' ? typeBirthday(event.target.value) : event.target.value;
    setForm((f) => ({ ...f, [field]: value }));
  };

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = pictureProblem(chosen);
    setErrors((e) => ({ ...e, picture: problem ?? undefined }));
    if (problem) return;
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = profileErrors(form);
    setErrors((e) => ({ picture: e.picture, ...found }));
    setFailure('');
    if (Object.keys(found).length) {
      document.getElementById(`${formId}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      let profilePicUrl: string | undefined;
      if (file) {
        setProgress(0);
        profilePicUrl = await uploadPicture(file, true, setProgress);
      }
      const saved = await updateProfile({
        displayname: form.displayname.trim(),
        fullname: form.fullname.trim(),
        email: form.email.trim(),
        phone: form.phone,
        birthday: form.birthday.trim(),
        ...(profilePicUrl ? { profilePicUrl } : {}),
      });
      $me.set({
        fullname: saved.user.fullname,
        displayname: saved.user.displayname,
        profilePicUrl: saved.user.profilePicUrl,
        subscriber: saved.subscriber,
        fetchedAt: Date.now(),
      });
      onDirtyChange(false);
      overlay.close();
      toast.success(t.social_profile_saved());
      await onSaved();
    } catch (error) {
      console.error(error);
      const byField = fieldErrorsOf(error);
      if (byField) {
        // A field the server refused (400) or a taken display name (409) shows by its field, as Save's own checks do.
        setErrors((e) => ({ picture: e.picture, ...byField }));
        document.getElementById(`${formId}-${Object.keys(byField)[0]}`)?.focus();
      } else setFailure(failureText(error));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }

  const field = (name: Field, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{labels[name]}</label>
        <input
          id={id}
          name={name}
          value={form[name]}
          onChange={set(name)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...extra}
        />
        {name === 'phone' ? <span className={styles.hint}>{t.social_profile_phone_hint()}</span> : null}
        {error ? (
          <span id={`${id}-error`} className={styles.fieldError}>
            {say(error)}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.editForm} onSubmit={save} noValidate>
      <div className={styles.pictureField}>
        <label className={styles.pictureLabel} htmlFor={`${formId}-picture`}>
          <Avatar
            picture={me.profilePicUrl}
            preview={preview}
            name={form.fullname}
            className={`${styles.avatar} ${styles.avatarLg}`}
            size={112}
          />
          <span className={styles.pictureOverlay}>
            <IconCamera size={22} />
            {t.social_profile_change_picture()}
          </span>
        </label>
        <input
          id={`${formId}-picture`}
          className={styles.fileInput}
          type="file"
          accept={PICTURE_ACCEPT}
          onChange={pick}
          aria-label={t.social_profile_picture_label()}
          aria-describedby={errors.picture ? `${formId}-picture-error` : undefined}
        />
        {progress !== null ? (
          <progress className={styles.progress} value={progress} max={1} aria-label={t.social_profile_uploading()} />
        ) : null}
        {errors.picture ? (
          <span id={`${formId}-picture-error`} className={styles.fieldError}>
            {say(errors.picture)}
          </span>
        ) : null}
      </div>
      <div className={styles.fields}>
        {field('displayname', { autoComplete: 'username', maxLength: 40 })}
        {field('fullname', { autoComplete: 'name', maxLength: 80 })}
        {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {field('phone', { readOnly: true, type: 'tel' })}
        {field('birthday', {
          inputMode: 'numeric',
          maxLength: BIRTHDAY_LENGTH,
          placeholder: t.social_profile_birthday_placeholder(),
          autoComplete: 'bday',
        })}
      </div>
      {failure ? (
        <p className={styles.formError} role="alert">
          {say(failure)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t.social_profile_cancel()}
        </button>
        <button type="submit" className={styles.primary} disabled={saving}>
          <BusyLabel busy={saving} idle={t.social_profile_save()} working={t.social_profile_saving()} />
        </button>
      </div>
    </form>
  );
}
