// The route table of spec section 2: any other path is not found. The account pages are open to anyone; every
// other page, the not-found page included, is behind the route guard. Each page's code is its own chunk,
// downloaded when the page is first shown (the frame shows PageLoading meanwhile), so that signing in does not
// download the tables, date pickers and captcha of the other pages.
//
// Every page sits in the frame (AppFrame), drawn without antd, and in a layout drawn without it too. The sign-in
// page and the applications list are plain, so that /login, and the list a signed-in visitor opens, download
// none of antd before they show; every other page brings antd's code and context with its own (lazyWithAntd).
//
// The pages are the one place where src/app imports a feature's file rather than its index: the file is what
// import() is asked for, and webpack puts everything a module brings in into its chunk. Asked through the
// index, every page's chunk would take every page of its feature (a feature's index also exports its slice
// and saga, which the entry chunk holds).
import type { RouteObject } from 'react-router';
import { RequireSession } from '../features/session';
import { AppFrame } from './AppFrame';
import { lazyComponent } from './lazyComponent';
import { lazyWithAntd } from './lazyWithAntd';
import { MainLayout } from './MainLayout';
import { NotFoundPage } from './NotFoundPage';
import { paths } from './paths';
import { PublicLayout } from './PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { WorkspaceGate } from './WorkspaceGate';

const SignInPage = lazyComponent(
  async () => (await import('../features/account/SignInPage')).SignInPage,
);
const SignUpPage = lazyWithAntd(
  async () => (await import('../features/account/SignUpPage')).SignUpPage,
);
const SignUpCheckMailPage = lazyWithAntd(
  async () => (await import('../features/account/SignUpCheckMailPage')).SignUpCheckMailPage,
);
const SignUpConfirmationPage = lazyWithAntd(
  async () =>
    (await import('../features/account/SignUpConfirmationPage')).SignUpConfirmationPage,
);
const ResetPasswordPage = lazyWithAntd(
  async () => (await import('../features/account/ResetPasswordPage')).ResetPasswordPage,
);
const ResetPasswordConfirmationPage = lazyWithAntd(
  async () =>
    (await import('../features/account/ResetPasswordConfirmationPage'))
      .ResetPasswordConfirmationPage,
);
const LoginInfoPage = lazyWithAntd(
  async () => (await import('../features/session/LoginInfoPage')).LoginInfoPage,
);
const TermsReviewPage = lazyWithAntd(
  async () => (await import('../features/terms/TermsReviewPage')).TermsReviewPage,
);
const JobApplicationsPage = lazyComponent(
  async () => (await import('../features/jobApplications/JobApplicationsPage')).JobApplicationsPage,
);
const JobApplicationPage = lazyWithAntd(
  async () => (await import('../features/jobApplications/JobApplicationPage')).JobApplicationPage,
);
const BoardPage = lazyComponent(async () => (await import('../features/board/BoardPage')).BoardPage);
const CapturePage = lazyWithAntd(async () => (await import('../features/capture/CapturePage')).CapturePage);
const CompaniesPage = lazyWithAntd(async () => (await import('../features/companies/CompaniesPage')).CompaniesPage);
// A company's page lists its applications by title, which the applications' cache has, and its contacts.
const CompanyPage = lazyWithAntd(async () => {
  const [{ CompanyPage: Page }, { renderApplicationTitleLink }, { ContactsSection }] = await Promise.all([
    import('../features/companies/CompanyPage'),
    import('../features/jobApplications/ApplicationTitleLink'),
    import('../features/contacts/ContactsSection'),
  ]);
  const renderContacts = (companyId: string) => <ContactsSection scope={{ kind: 'company', id: companyId }} />;
  return function CompanyWithApplicationsAndContacts() {
    return <Page renderApplicationLink={renderApplicationTitleLink} renderContacts={renderContacts} />;
  };
});
// The insights page brings its chart library in its own chunk: no other page downloads it.
const InsightsPage = lazyWithAntd(async () => (await import('../features/insights/InsightsPage')).InsightsPage);
const CsvImportPage = lazyComponent(async () => (await import('../features/csvImport/CsvImportPage')).CsvImportPage);
const NewJobApplicationPage = lazyWithAntd(
  async () =>
    (await import('../features/jobApplications/NewJobApplicationPage')).NewJobApplicationPage,
);
const FilesSelectionPage = lazyWithAntd(
  async () => (await import('../features/files/FilesSelectionPage')).FilesSelectionPage,
);
const FutureDatedActionsPage = lazyWithAntd(
  async () =>
    (await import('../features/datedActions/FutureDatedActionsPage')).FutureDatedActionsPage,
);
// The pages of every action and of one action name each action's application by its title, which the
// applications' cache has: both come in the chunk of the page.
const AllDatedActionsPage = lazyWithAntd(async () => {
  const [{ AllDatedActionsPage: Page }, { renderApplicationTitleLink }] = await Promise.all([
    import('../features/datedActions/AllDatedActionsPage'),
    import('../features/jobApplications/ApplicationTitleLink'),
  ]);
  return function AllDatedActionsWithApplicationTitles() {
    return <Page renderApplicationLink={renderApplicationTitleLink} />;
  };
});
const DatedActionPage = lazyWithAntd(async () => {
  const [{ DatedActionPage: Page }, { renderApplicationTitleLink }] = await Promise.all([
    import('../features/datedActions/DatedActionPage'),
    import('../features/jobApplications/ApplicationTitleLink'),
  ]);
  return function DatedActionWithApplicationTitle() {
    return <Page renderApplicationLink={renderApplicationTitleLink} />;
  };
});
// The files page shows, beside a previewed file, the AI responses made from it: both come in the one chunk.
const FilesPageWithResponses = lazyWithAntd(async () => {
  const [{ FilesPage }, { renderResponsesForFile }] = await Promise.all([
    import('../features/files/FilesPage'),
    import('../features/ai/ResponsesForFile'),
  ]);
  return function FilesPageWithAiResponses() {
    return <FilesPage filePreviewExtra={renderResponsesForFile} />;
  };
});
const AiHistoryPage = lazyWithAntd(
  async () => (await import('../features/ai/AiHistoryPage')).AiHistoryPage,
);
const AiResponsePage = lazyWithAntd(
  async () => (await import('../features/ai/AiResponsePage')).AiResponsePage,
);
const TransactionsPage = lazyWithAntd(
  async () => (await import('../features/credits/TransactionsPage')).TransactionsPage,
);
const PaymentOptionsPage = lazyWithAntd(
  async () => (await import('../features/credits/PaymentOptionsPage')).PaymentOptionsPage,
);
const PaymentSuccessPage = lazyWithAntd(
  async () => (await import('../features/credits/PaymentSuccessPage')).PaymentSuccessPage,
);
const PaymentCanceledPage = lazyWithAntd(
  async () => (await import('../features/credits/PaymentCanceledPage')).PaymentCanceledPage,
);
const SettingsPage = lazyWithAntd(async () => (await import('../features/settings/SettingsPage')).SettingsPage);
const HelpPage = lazyWithAntd(async () => (await import('../features/help/HelpPage')).HelpPage);
const AccountExportPage = lazyWithAntd(
  async () => (await import('../features/account/AccountExportPage')).AccountExportPage,
);
const AccountDeletionPage = lazyWithAntd(
  async () => (await import('../features/account/AccountDeletionPage')).AccountDeletionPage,
);

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Open: signing in, signing up, confirming the address and resetting the password.
        element: <PublicLayout />,
        // A failing page is replaced by the error page inside the frame, so the menu stays usable. A page or a
        // layout whose chunk cannot be downloaded fails the same way.
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.login, element: <SignInPage /> },
          { path: paths.loginWithInfo, element: <LoginInfoPage /> },
          { path: paths.signUp, element: <SignUpPage /> },
          { path: paths.signUpConfirmation, element: <SignUpCheckMailPage /> },
          { path: paths.signUpConfirmed, element: <SignUpConfirmationPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.resetPasswordConfirmation, element: <ResetPasswordConfirmationPage /> },
        ],
      },
      {
        element: <MainLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            // Needs a session, but not accepted terms: it is where they get accepted.
            element: <RequireSession allowPendingTerms />,
            children: [{ path: paths.termsReview, element: <TermsReviewPage /> }],
          },
          {
            element: <RequireSession />,
            children: [
              {
                // The pages that read the workspace features' state, which arrives after sign-in.
                element: <WorkspaceGate />,
                children: [
                  { index: true, element: <JobApplicationsPage /> },
                  { path: paths.jobApplications, element: <JobApplicationsPage /> },
                  { path: paths.jobApplication, element: <JobApplicationPage /> },
                  { path: paths.board, element: <BoardPage /> },
                  { path: paths.csvImport, element: <CsvImportPage /> },
                  { path: paths.capture, element: <CapturePage /> },
                  { path: paths.companies, element: <CompaniesPage /> },
                  { path: paths.insights, element: <InsightsPage /> },
                  { path: paths.company, element: <CompanyPage /> },
                  { path: paths.filesSelection, element: <FilesSelectionPage /> },
                  { path: paths.newJobApplication, element: <NewJobApplicationPage /> },
                  { path: paths.futureActions, element: <FutureDatedActionsPage /> },
                  { path: paths.actions, element: <AllDatedActionsPage /> },
                  { path: paths.datedAction, element: <DatedActionPage /> },
                  { path: paths.files, element: <FilesPageWithResponses /> },
                  { path: paths.aiHistory, element: <AiHistoryPage /> },
                  { path: paths.aiResponse, element: <AiResponsePage /> },
                ],
              },
              { path: paths.transactions, element: <TransactionsPage /> },
              { path: paths.paymentOptions, element: <PaymentOptionsPage /> },
              { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
              { path: paths.paymentCanceled, element: <PaymentCanceledPage /> },
              { path: paths.help, element: <HelpPage /> },
              { path: paths.settings, element: <SettingsPage /> },
              { path: paths.accountExport, element: <AccountExportPage /> },
              { path: paths.accountDeletion, element: <AccountDeletionPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
