//! The answer in the startup's account: the asked documents go through its own document upload
//! (so they show on its profile too), then the answer; the inbox is read again after it.
import { Paper } from '@mantine/core';
import { notifySuccess } from '@/shared/ui/notify';
import { useAnswerDataRequestMutation, type CompanyDocumentCode, type InboxEntryDto } from '../api';
import { useRequestUploads } from '../hooks/useRequestUploads';
import { askedKinds, asks, documentsForRequest } from '../model';
import {
  profileChanged,
  uploadStartupDocument,
  useGetStartupQuery,
  useProfileDispatch,
} from '../startupParts';
import { AnswerForm } from './AnswerForm';
import { RequestedDocuments } from './RequestedDocuments';

export const ANSWERED = '자료를 제출했습니다.';

export function AccountAnswerPanel({
  entry,
  onDone,
}: {
  entry: InboxEntryDto;
  /** After a stored answer, and on 취소. */
  onDone: () => void;
}) {
  const { target, answers } = entry;
  const startupId = target.startup_id;
  const withDocuments = asks(target.ask, 'documents');
  const dispatch = useProfileDispatch();
  // The uploaded documents are the profile's; a company without one yet has none (404).
  const { data: profile } = useGetStartupQuery({ startupId }, { skip: !withDocuments });
  const [answer] = useAnswerDataRequestMutation();
  const { running, upload } = useRequestUploads(
    async (kind: CompanyDocumentCode, file, onProgress) => {
      const next = await uploadStartupDocument(startupId, kind, file, onProgress);
      profileChanged(dispatch, startupId, next);
    },
  );

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="gray.0"
      component="section"
      aria-label="자료 제출 양식"
    >
      <AnswerForm
        ask={target.ask}
        previous={answers[0]}
        busy={running !== null}
        submitLabel={answers.length > 0 ? '다시 제출' : '제출'}
        onCancel={onDone}
        onSubmit={async (answerBody) => {
          await answer({ targetId: target.id, answerBody }).unwrap();
          notifySuccess(ANSWERED);
          onDone();
        }}
        documents={
          <RequestedDocuments
            kinds={askedKinds(target.ask)}
            documents={documentsForRequest(target, profile?.documents ?? [])}
            running={running}
            onUpload={(kind, files) => void upload(kind, files)}
          />
        }
      />
    </Paper>
  );
}
