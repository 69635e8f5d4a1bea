//! The tasks endpoints with their cache tags: the lists (every view and its counts), each task
//! with its comments. A save puts the saved task in the detail and refreshes the lists; a deletion only the lists (the
//! detail it was deleted from is left at once). The screens show their own failures (a list's
//! alert, a form's field messages, the detail's not-found page), so those calls are silent; a
//! deletion, asked in a confirmation modal, is notified as usual.
import { tasksApi } from '@/api/gen/tasks';
import { TASK_LIST, taskTag } from '@/api/tags';

const silent = { silent: true } as const;

export const taskEndpoints = tasksApi.enhanceEndpoints({
  endpoints: {
    listTasks: { extraOptions: silent, providesTags: [TASK_LIST] },
    getTask: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [taskTag(arg.taskId)],
    },
    createTask: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : [TASK_LIST]),
    },
    // The answer is the whole task: the detail shows it at once, its comments unchanged.
    updateTask: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : [TASK_LIST]),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            tasksApi.util.updateQueryData('getTask', { taskId: arg.taskId }, (detail) => {
              detail.task = data;
            }),
          );
        } catch {
          // The screen shows the failure.
        }
      },
    },
    deleteTask: { invalidatesTags: (_result, error) => (error ? [] : [TASK_LIST]) },
    addTaskComment: {
      extraOptions: silent,
      invalidatesTags: (_result, error, arg) => (error ? [] : [TASK_LIST, taskTag(arg.taskId)]),
    },
  },
});

export const {
  useListTasksQuery,
  useGetTaskQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useAddTaskCommentMutation,
} = taskEndpoints;

// The form's choices: the firm's approved members and its unions.
export { useListCompanyMembersQuery } from '@/api/gen/company';
export { useListUnionsQuery } from '@/api/gen/unions';

export type {
  TaskBody,
  TaskCommentDto,
  TaskCountsDto,
  TaskDetail,
  TaskDto,
  TaskPage,
} from '@/api/gen/tasks';
