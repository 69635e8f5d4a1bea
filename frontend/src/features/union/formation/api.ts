//! The union's formation checklist. It follows the union (a status change, an edit) and its
//! files (an upload in 관련 자료 changes a step's document counts); saving a step refreshes the
//! union, so the status menu and 규정 점검 see the new progress.
import { unionsApi } from '@/api/gen/unions';
import { unionFilesTag, unionTag } from '@/api/tags';

export const formationEndpoints = unionsApi.enhanceEndpoints({
  endpoints: {
    getFormation: {
      providesTags: (_result, _error, arg) => [unionTag(arg.unionId), unionFilesTag(arg.unionId)],
    },
    updateFormationStep: {
      // The step's modal shows the refusal under its fields.
      extraOptions: { silent: true },
      // A refused value (422) changed nothing; anything else may have (a 409 means the union was
      // formed meanwhile), so the union and its checklist are read again.
      invalidatesTags: (_result, error, arg) =>
        error?.status === 422 ? [] : [unionTag(arg.unionId)],
    },
  },
});

export const { useGetFormationQuery, useUpdateFormationStepMutation } = formationEndpoints;
export type {
  FormationDocumentDto,
  FormationDto,
  FormationStepBody,
  FormationStepCode,
  FormationStepDto,
} from '@/api/gen/unions';
