import { decideRoute } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { Radios } from '@fsmis/ui/components/radios';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths, screenHref } from '../../../config/paths';
import { type ModuleChoice, useSelectModule } from '../../../lib/select-module';
import {
  guardSessionOf,
  hasBothModules,
  moduleOf,
  type UserDetails,
  useSessionUser,
} from '../../../lib/session';

const FIELD_ID = 'select-module';
const NO_CHOICE_MESSAGE = 'Select the module you want to use';

const OPTIONS = [
  {
    value: 'local',
    label: 'Local laboratory',
    hint: 'Apply for and manage recognition under LRP, IBR and AOR, and acknowledge terms and conditions',
  },
  {
    value: 'pt',
    label: 'Proficiency Testing',
    hint: 'Register for Proficiency Testing schemes, submit results and read your reports',
  },
] as const;

function isModuleChoice(value: string): value is ModuleChoice {
  return value === 'local' || value === 'pt';
}

/**
 * A laboratory with both modules chooses the one to work in; it can switch later from the header. Any
 * other laboratory has only one module to work in, and is told so and led to it.
 */
export function SelectModulePage() {
  const user = useSessionUser();
  if (user && !hasBothModules(user)) return <OneModuleOnly onlyPt={moduleOf(user) === 'pt'} />;
  return <ModuleChoiceForm user={user} />;
}

function OneModuleOnly({ onlyPt }: { readonly onlyPt: boolean }) {
  return (
    <div className="container page">
      <PageHeading>
        {onlyPt
          ? 'Your laboratory uses the Proficiency Testing module only'
          : 'Your laboratory uses the local laboratory module only'}
      </PageHeading>
      <p>There is no module to choose: Select Module is for laboratories that use both modules.</p>
      <p>
        {onlyPt ? (
          <Link to={paths.ptSchemeDashboard.href()}>Go to your Proficiency Testing schemes</Link>
        ) : (
          <Link to={paths.dashboard.href()}>Go to the Dashboard</Link>
        )}
      </p>
    </div>
  );
}

function ModuleChoiceForm({ user }: { readonly user: UserDetails | null }) {
  const navigate = useNavigate();
  const selectModule = useSelectModule();
  const current = user ? moduleOf(user) : null;
  const [choice, setChoice] = useState<string>(current ?? '');
  const [problems, setProblems] = useState<{ items: { fieldId?: string; text: string }[]; attempt: number }>({
    items: [],
    attempt: 0,
  });
  const fieldError = problems.items.find((item) => item.fieldId === FIELD_ID)?.text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isModuleChoice(choice)) {
      setProblems((previous) => ({
        items: [{ fieldId: FIELD_ID, text: NO_CHOICE_MESSAGE }],
        attempt: previous.attempt + 1,
      }));
      return;
    }
    setProblems((previous) => ({ items: [], attempt: previous.attempt }));
    selectModule.mutate(choice, {
      onSuccess: (updated) => {
        const home = decideRoute(guardSessionOf(updated), 'login');
        void navigate(home.kind === 'redirect' ? screenHref(home.to) : '/');
      },
      onError: (error) =>
        setProblems((previous) => ({
          items: errorMessageOf(error)
            .split('\n')
            .map((text) => ({ text })),
          attempt: previous.attempt + 1,
        })),
    });
  };

  return (
    <div className="container page">
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      <form noValidate onSubmit={submit}>
        <Radios
          id={FIELD_ID}
          name="module"
          legend="Which module do you want to use?"
          legendIsHeading
          hint="Your laboratory uses both modules. You can switch between them at any time from the top of the page."
          error={fieldError}
          options={OPTIONS}
          checkedValue={choice}
          onChoose={setChoice}
        />
        <Button type="submit" pending={selectModule.isPending}>
          Continue
        </Button>
      </form>
    </div>
  );
}
