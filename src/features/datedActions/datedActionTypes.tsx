// The ten action types (contract ACTION_TYPES): their labels in the interface language and their icons.
import BellOutlined from '@ant-design/icons/BellOutlined';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import CommentOutlined from '@ant-design/icons/CommentOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import type { ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ActionType } from '../../../contract';

const messages = defineMessages({
  accepted: { id: 'actions.type.accepted', defaultMessage: 'Accepted', description: 'Action type: the job was accepted' },
  email: { id: 'actions.type.email', defaultMessage: 'Email', description: 'Action type: an email sent or received' },
  feedback: { id: 'actions.type.feedback', defaultMessage: 'Feedback', description: 'Action type: feedback from the company' },
  interview: { id: 'actions.type.interview', defaultMessage: 'Interview', description: 'Action type: a job interview' },
  negotiation: {
    id: 'actions.type.negotiation',
    defaultMessage: 'Negotiation',
    description: 'Action type: negotiating the offer (salary, conditions)',
  },
  phone_call: { id: 'actions.type.phoneCall', defaultMessage: 'Phone call', description: 'Action type: a phone call' },
  refused: { id: 'actions.type.refused', defaultMessage: 'Refused', description: 'Action type: the application was refused' },
  reminder: { id: 'actions.type.reminder', defaultMessage: 'Reminder', description: 'Action type: a reminder to oneself' },
  submit: { id: 'actions.type.submit', defaultMessage: 'Application sent', description: 'Action type: the application was sent' },
  video_call: { id: 'actions.type.videoCall', defaultMessage: 'Video call', description: 'Action type: a video call' },
});

export const datedActionTypeMessages: Readonly<Record<ActionType, MessageDescriptor>> = messages;

export const datedActionTypeIcons: Readonly<Record<ActionType, ReactNode>> = {
  accepted: <CheckCircleOutlined />,
  email: <MailOutlined />,
  feedback: <CommentOutlined />,
  interview: <TeamOutlined />,
  negotiation: <DollarOutlined />,
  phone_call: <PhoneOutlined />,
  refused: <CloseCircleOutlined />,
  reminder: <BellOutlined />,
  submit: <SendOutlined />,
  video_call: <VideoCameraOutlined />,
};
