import type { ProfileRequirement } from '@fsmis/domain';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { SummaryList, type SummaryRow } from '@fsmis/ui/components/summary-list';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { type MouseEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useOfferedDraft } from '../../../lib/offered-draft';
import { type Profile, useProfile } from '../api/get-profile';
import type { SavedProfile } from '../api/post-profile';
import { PROFILE_FORM_KEY, ProfileForm, type ProfileFormValues } from '../components/profile-form';
import './profile-page.css';

const MISSING_ITEMS: Readonly<Record<ProfileRequirement, { label: string; fieldId: string }>> = {
  contactNumber: { label: 'your contact number', fieldId: 'profile-number' },
  email: { label: 'your email address', fieldId: 'profile-email' },
  signature: { label: 'your signature', fieldId: 'profile-signature' },
};

/** Moves to a field without changing the URL (a #fragment would count as a navigation). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector<HTMLElement>(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * What identifies the company: its UEN for a local laboratory; an overseas one has none, and is named
 * for what it is. Nothing is shown as "Not recorded" that the company was never asked for.
 */
function companyRows(profile: Profile): SummaryRow[] {
  return [
    { key: 'Company name', value: profile.companyName },
    profile.companyUen
      ? { key: 'UEN', value: profile.companyUen }
      : { key: 'Laboratory', value: `${profile.regionTypeLabel} laboratory` },
    ...(profile.companyAddress ? [{ key: 'Address', value: profile.companyAddress }] : []),
  ];
}

export function ProfilePage() {
  const profile = useProfile();
  const draft = useOfferedDraft<ProfileFormValues>(PROFILE_FORM_KEY);
  const [saved, setSaved] = useState<{ message: string; completed: boolean } | null>(null);

  const onSaved = ({ profile: updated, message }: SavedProfile) => {
    const wasComplete = profile.data?.isComplete ?? false;
    setSaved({
      message: message ?? 'Your profile has been saved.',
      completed: !wasComplete && updated.isComplete,
    });
    window.scrollTo(0, 0);
  };

  return (
    <div className="container page profile-page">
      <h1>Profile</h1>
      {saved ? (
        <NotificationBanner variant="success">
          <p>{saved.message}</p>
          {saved.completed ? (
            <p>
              Your profile is complete. <Link to={paths.dashboard.href()}>Continue to FSMIS</Link>
            </p>
          ) : null}
        </NotificationBanner>
      ) : null}

      {profile.isPending || draft.isPending ? (
        <p role="status">Loading your profile…</p>
      ) : profile.isError ? (
        <div role="alert">
          <p>{errorMessageOf(profile.error)}</p>
          <button type="button" className="button button--secondary" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          {profile.data.missing.length > 0 ? (
            <NotificationBanner title="Complete your profile">
              <p>Before you can use FSMIS, add:</p>
              <ul className="profile-page__missing">
                {profile.data.missing.map((item) => (
                  <li key={item}>
                    <a
                      href={`#${MISSING_ITEMS[item].fieldId}`}
                      onClick={(event) => focusField(event, MISSING_ITEMS[item].fieldId)}
                    >
                      {MISSING_ITEMS[item].label}
                    </a>
                  </li>
                ))}
              </ul>
            </NotificationBanner>
          ) : null}

          <ProfileForm
            profile={profile.data}
            draft={draft.draft}
            localCopy={draft.localCopy}
            onSaved={onSaved}
            // A change after a save (a new signature, refused or not) is not what "Success" spoke of.
            onChanged={() => setSaved(null)}
          >
            <section className="section" aria-labelledby="profile-company-heading">
              <h2 id="profile-company-heading">Your company</h2>
              <SummaryList rows={companyRows(profile.data)} />
            </section>
          </ProfileForm>
        </>
      )}
    </div>
  );
}
