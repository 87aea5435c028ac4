// Texts of the insights page (/insights): its headings, tables, notes and the funnel's stages.
import { defineMessage, defineMessages } from 'react-intl';
import type { FunnelStage } from '../../../contract';

export const insightsMessages = defineMessages({
  title: { id: "insights.page.title", defaultMessage: "Insights", description: "Title of the insights page (/insights): figures about the job search" },
  rangeLabel: { id: "insights.range.label", defaultMessage: "Period", description: "Label of the choice of the period the insights cover" },
  loading: { id: "insights.loading", defaultMessage: "Loading the insights", description: "Accessible name of the placeholder shown while the insights load" },
  refreshing: { id: "insights.refreshing", defaultMessage: "Updating the figures", description: "Accessible name of the spinner shown while the insights' figures are asked for again" },
  empty: { id: "insights.empty", defaultMessage: "No application was recorded in this period. The figures appear as you record applications and their actions.", description: "Shown on the insights page when no application was created in the period" },
  medianNone: { id: "insights.median.none", defaultMessage: "Median time to a first response: no response after a submission yet", description: "Shown instead of the median when no application had a response after its submission" },
  funnelTitle: { id: "insights.funnel.title", defaultMessage: "Funnel", description: "Heading of the funnel: how many applications reached each stage" },
  funnelDescription: { id: "insights.funnel.description", defaultMessage: "How many of the period’s applications reached each stage. A stage counts those that went further too.", description: "Explanation under the funnel's heading" },
  funnelStage: { id: "insights.funnel.stage", defaultMessage: "Stage", description: "Column header of the funnel's stages" },
  funnelShare: { id: "insights.funnel.share", defaultMessage: "Share of the applications", description: "Column header of each stage's share of the period's applications" },
  weeklyTitle: { id: "insights.weekly.title", defaultMessage: "Weekly activity", description: "Heading of the applications and actions recorded each week" },
  weeklyDescription: { id: "insights.weekly.description", defaultMessage: "Applications and actions recorded each week, weeks starting on Monday.", description: "Explanation under the weekly activity's heading" },
  weeklyWeek: { id: "insights.weekly.week", defaultMessage: "Week of", description: "Column header of the weeks, each named by its Monday" },
  sourcesTitle: { id: "insights.sources.title", defaultMessage: "Sources", description: "Heading of the applications grouped by their source (a job board, a referral...)" },
  sourcesDescription: { id: "insights.sources.description", defaultMessage: "Where the period’s applications came from, and how far they went.", description: "Explanation under the sources' heading" },
  sourcesSource: { id: "insights.sources.source", defaultMessage: "Source", description: "Column header of the sources" },
  sourcesNone: { id: "insights.sources.none", defaultMessage: "No source", description: "The row of the applications that have no source" },
  applications: { id: "insights.column.applications", defaultMessage: "Applications", description: "Column header and chart legend: applications" },
  actions: { id: "insights.column.actions", defaultMessage: "Actions", description: "Column header and chart legend: actions recorded" },
  responses: { id: "insights.column.responses", defaultMessage: "Responses", description: "Column header and chart legend: applications that got a response" },
  interviews: { id: "insights.column.interviews", defaultMessage: "Interviews", description: "Column header and chart legend: applications that reached an interview" },
  offers: { id: "insights.column.offers", defaultMessage: "Offers", description: "Column header and chart legend: applications that reached an offer" },
});

export const stageMessages = defineMessages({
  applied: { id: "insights.stage.applied", defaultMessage: "Applied", description: "Funnel stage: the application was sent" },
  responded: { id: "insights.stage.responded", defaultMessage: "Got a response", description: "Funnel stage: the employer answered (an email, a call, feedback, a refusal...)" },
  interview: { id: "insights.stage.interview", defaultMessage: "Interview", description: "Funnel stage: an interview, a phone call or a video call" },
  offer: { id: "insights.stage.offer", defaultMessage: "Offer", description: "Funnel stage: an offer (a negotiation or an acceptance)" },
  accepted: { id: "insights.stage.accepted", defaultMessage: "Accepted", description: "Funnel stage: the offer was accepted" },
}) satisfies Record<FunnelStage, unknown>;

export const rangeWeeksMessage = defineMessage<{ weeks: number }>({ id: "insights.range.weeks", defaultMessage: "Last {weeks} weeks", description: "An option of the insights' period: the last weeks, this one included" });
export const summaryMessage = defineMessage<{ count: number; weeks: number }>({ id: "insights.summary", defaultMessage: "{count, plural, one {# application} other {# applications}} recorded in these {weeks} weeks", description: "How many applications the insights are about, and the number of weeks of the period" });
export const medianMessage = defineMessage<{ days: number }>({ id: "insights.median", defaultMessage: "Median time to a first response: {days, plural, one {# day} other {# days}}", description: "The median number of days from an application's submission to its first response" });
export const smallSampleMessage = defineMessage<{ min: number }>({ id: "insights.smallSample", defaultMessage: "Fewer than {min} applications: the counts are shown, but no percentage, which would say little on so few.", description: "Note when the period has too few applications for percentages to mean much" });
export const smallRowsMessage = defineMessage<{ min: number }>({ id: "insights.smallRows", defaultMessage: "No percentage is given for a source with fewer than {min} applications.", description: "Note under the sources' table: rows with few applications get no percentage" });
export const shareMessage = defineMessage<{ percent: number; count: string; total: string }>({ id: "insights.share", defaultMessage: "{percent, number, percent} ({count} of {total})", description: "A percentage with the counts it is made of, in the insights' tables" });
