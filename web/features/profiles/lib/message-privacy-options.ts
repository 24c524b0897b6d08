import {
  messagePrivacies,
  type MessagePrivacy,
} from '../../../../common/features/messages/message-limits';

/** The choices of 'Who can message you', in the contract's order, with their labels. */
export const messagePrivacyOptions: { value: MessagePrivacy; label: string }[] =
  messagePrivacies.map((value) => ({
    value,
    label: { everyone: 'Everyone', following: 'Members I follow', nobody: 'Nobody' }[value],
  }));
