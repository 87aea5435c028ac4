// The route table of spec section 2: every page sits under the main layout; any other path is not found. The
// account pages are open to anyone; every other page, the not-found page included, is behind the route guard.
import type { RouteObject } from 'react-router';
import {
  ResetPasswordConfirmationPage,
  ResetPasswordPage,
  SignInPage,
  SignUpCheckMailPage,
  SignUpConfirmationPage,
  SignUpPage,
} from '../features/account';
import { AiHistoryPage, renderResponsesForFile } from '../features/ai';
import { PaymentCanceledPage, PaymentOptionsPage, PaymentSuccessPage, TransactionsPage } from '../features/credits';
import { FutureDatedActionsPage } from '../features/datedActions';
import { FilesPage, FilesSelectionPage } from '../features/files';
import { HelpPage } from '../features/help';
import { JobApplicationPage, JobApplicationsPage, NewJobApplicationPage } from '../features/jobApplications';
import { LoginInfoPage, RequireSession } from '../features/session';
import { TermsReviewPage } from '../features/terms';
import { MainLayout } from './MainLayout';
import { NotFoundPage } from './NotFoundPage';
import { paths } from './paths';
import { RouteErrorPage } from './RouteErrorPage';

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A failing page is replaced by the error page inside the layout, so the menu stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          // Open: signing in, signing up, confirming the address and resetting the password.
          { path: paths.login, element: <SignInPage /> },
          { path: paths.loginWithInfo, element: <LoginInfoPage /> },
          { path: paths.signUp, element: <SignUpPage /> },
          { path: paths.signUpConfirmation, element: <SignUpCheckMailPage /> },
          { path: paths.signUpConfirmed, element: <SignUpConfirmationPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.resetPasswordConfirmation, element: <ResetPasswordConfirmationPage /> },
          {
            // Needs a session, but not accepted terms: it is where they get accepted.
            element: <RequireSession allowPendingTerms />,
            children: [{ path: paths.termsReview, element: <TermsReviewPage /> }],
          },
          {
            element: <RequireSession />,
            children: [
              { index: true, element: <JobApplicationsPage /> },
              { path: paths.jobApplications, element: <JobApplicationsPage /> },
              { path: paths.jobApplication, element: <JobApplicationPage /> },
              { path: paths.filesSelection, element: <FilesSelectionPage /> },
              { path: paths.newJobApplication, element: <NewJobApplicationPage /> },
              { path: paths.futureActions, element: <FutureDatedActionsPage /> },
              { path: paths.files, element: <FilesPage filePreviewExtra={renderResponsesForFile} /> },
              { path: paths.aiHistory, element: <AiHistoryPage /> },
              { path: paths.transactions, element: <TransactionsPage /> },
              { path: paths.paymentOptions, element: <PaymentOptionsPage /> },
              { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
              { path: paths.paymentCanceled, element: <PaymentCanceledPage /> },
              { path: paths.help, element: <HelpPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
