//! The messages endpoints with their cache tags: the unread count (the navbar's badge), each
//! folder's list and one message. Opening a received message marks it read on the server, so
//! once it has loaded the count and the inbox are read again; sending adds to the sent list.
//! Every screen shows its own failures (a page, a field message, a form's alert), and a failed
//! poll of the badge must not raise a notification each minute: all calls are silent. The
//! startup search and profile (the recipient picker and its locked name) are silent too.
import { meEndpoints } from '@/entities/me';
import { messagesApi } from '@/api/gen/messages';
import { startupsApi } from '@/api/gen/startups';
import { MESSAGE_INBOX, MESSAGE_SENT, MESSAGE_UNREAD, messageTag } from '@/api/tags';

const silent = { silent: true } as const;

export const messageEndpoints = messagesApi.enhanceEndpoints({
  endpoints: {
    unreadMessages: { extraOptions: silent, providesTags: [MESSAGE_UNREAD] },
    listMessages: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [
        arg.folder === 'sent' ? MESSAGE_SENT : MESSAGE_INBOX,
      ],
    },
    getMessage: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [messageTag(arg.messageId)],
      onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        // A message the company sent changes nothing by being opened; while the user is not
        // known (never, behind the guard), read again to be safe.
        const me = meEndpoints.endpoints.getMe.select()(getState()).data;
        if (me && answer.data.recipient_company_id !== me.company_id) return;
        dispatch(messageEndpoints.util.invalidateTags([MESSAGE_UNREAD, MESSAGE_INBOX]));
      },
    },
    // A refused message changed nothing.
    sendMessage: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : [MESSAGE_UNREAD, MESSAGE_SENT]),
    },
  },
});

startupsApi.enhanceEndpoints({
  endpoints: {
    searchStartups: { extraOptions: silent },
    getStartup: { extraOptions: silent },
  },
});

export const {
  useUnreadMessagesQuery,
  useListMessagesQuery,
  useGetMessageQuery,
  useSendMessageMutation,
} = messageEndpoints;
export const { useSearchStartupsQuery, useGetStartupQuery } = startupsApi;

export type { MessageBody, MessageDto } from '@/api/gen/messages';
