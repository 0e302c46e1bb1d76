import { decideRoute } from '@fsmis/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Radios } from '../../../components/ui/radios';
import { screenHref } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/http-client';
import { guardSessionOf, moduleOf, useSessionUser } from '../../../lib/session';
import { type ModuleChoice, useSelectModule } from '../api/post-select-module';

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

/** A laboratory with both modules chooses the one to work in; it can switch later from the header. */
export function SelectModulePage() {
  const user = useSessionUser();
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
