import { z } from "zod";
import {
  AI_ENGINES,
  CHAT_ROLES,
  type AiMessagesResult,
  type AiPromptResult,
  type DismissStyleStepResult,
} from "./ai.js";
import type {
  AuthResult,
  LogoutResult,
  MeResult,
  PasswordResetConfirmResult,
  PasswordResetRequestResult,
} from "./auth.js";
import { ReadinessResult, SiteAddressResult, StoreSiteDto } from "./launch.js";
import type { EditorDataDto, EditorUpdateResult, StarterThemeDto } from "./editor.js";
import {
  BULK_ACTIONS,
  CSV_FORMATS,
  PRODUCT_STATUSES,
  type BulkResult,
  type ImportProductsResult,
  type ProductDto,
  type ProductListResult,
} from "./products.js";
import {
  FORM_TYPES,
  type ActivateDeployResult,
  type DeployListResult,
  type FormSubmissionListResult,
  type PublishResult,
} from "./publishing.js";
import type { StoreDto, StoreSummaryDto } from "./stores.js";
import type {
  OrganizationDto,
  OrganizationsResult,
  SetCurrentOrganizationResult,
} from "./organizations.js";
import {
  ASSISTANT_OPT_IN,
  INVITE_ROLES,
  TEAM_ROLES,
  type CreateInviteResult,
  type CreateTeamResult,
  type DeleteTeamResult,
  type InviteLookupResult,
  type TransferOwnershipResult,
  type MyTeamDto,
  type RemoveMemberResult,
  type TeamInviteDto,
  type TeamMemberDto,
  type TeamMembersResult,
  type TeamResult,
} from "./teams.js";
import type { UploadedImageDto } from "./uploads.js";
import {
  CreateWebhookResult,
  DeleteWebhookResult,
  TestWebhookResult,
  WebhookDeliveryListResult,
  WebhookListResult,
  WebhookResult,
  WebhookSecretResult,
} from "./webhooks.js";

// Response shapes as zod, for the OpenAPI document. The DTO interfaces stay the source the
// server and client compile against; each schema below is checked against its interface both
// ways at compile time, so a field added to one and not the other fails the type check.
// The checks are types only, so no check reaches a bundle.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

const json = z.record(z.string(), z.unknown());
const date = z.string().describe("ISO 8601 date-time");

const UserDto = z.object({ _id: z.string(), name: z.string(), email: z.string(), createdAt: date });
const AuthResult = z.object({ token: z.string().describe("Bearer session token"), user: UserDto });
const LogoutResult = z.object({ signedOut: z.literal(true) });
const PasswordResetRequestResult = z.object({ message: z.string() });
const PasswordResetConfirmResult = z.object({ passwordReset: z.literal(true) });
const MeResult = z.object({
  user: UserDto,
  organization: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable(),
});

const StoreSummaryDto = z.object({
  _id: z.string(),
  id: z.string(),
  storeName: z.string(),
  domain: z.string(),
  description: z.string().nullable(),
  approved: z.boolean(),
  currency: z.string(),
  locale: z.string(),
  teamId: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  site: StoreSiteDto.nullable(),
  createdAt: date,
  updatedAt: date,
});
const StoreDto = StoreSummaryDto.extend({
  theme: json,
  layout: json,
  htmlContent: z.string().nullable(),
  version: z.number().int(),
});

const ProductDto = z.object({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  stock: z.number().int(),
  images: z.array(
    z.object({
      url: z.string(),
      originalName: z.string().optional(),
      publicId: z.string().optional(),
    }),
  ),
  image: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  createdAt: date,
  updatedAt: date,
});
const ProductListResult = z.object({
  products: z.array(ProductDto),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
const BulkResult = z.object({ action: z.enum(BULK_ACTIONS), matched: z.number().int() });

const ImportProductsResult = z.object({
  format: z.enum(CSV_FORMATS),
  isDryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  errors: z.array(
    z.object({ row: z.number().int(), handle: z.string().nullable(), message: z.string() }),
  ),
});

const LayoutJson = z.object({
  pages: z.array(
    z.object({
      name: z.string(),
      path: z.string(),
      description: z.string().optional(),
      sections: z.array(z.object({ id: z.string(), type: z.string(), props: json })),
    }),
  ),
});
const EditorDataDto = z.object({
  success: z.literal(true),
  store: z.object({
    _id: z.string(),
    storeName: z.string(),
    domain: z.string(),
    currency: z.string(),
    locale: z.string(),
    theme: json,
    version: z.number().int(),
    role: z.enum(TEAM_ROLES),
    approved: z.boolean(),
  }),
  layout: LayoutJson,
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      price: z.number(),
      image: z.string().nullable(),
      status: z.enum(["draft", "published"]),
    }),
  ),
  htmlContent: z.string().nullable(),
  previewToken: z.string(),
});
const EditorUpdateResult = z.object({
  ok: z.literal(true),
  version: z.number().int(),
  layout: LayoutJson,
  theme: json,
});
const StarterThemeDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  theme: json,
});

const AiPlanDto = z.object({
  industry: z.string(),
  mood: z.string(),
  altMoods: z.array(z.string()),
  variations: z.array(
    z.object({
      mood: z.string(),
      label: z.string(),
      colors: z.object({
        primary: z.string(),
        secondary: z.string(),
        accent: z.string(),
        background: z.string(),
        text: z.string(),
      }),
      fonts: z.object({ heading: z.string(), body: z.string() }),
    }),
  ),
});
const ChatMessageDto = z.object({
  _id: z.string(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  createdAt: date,
  suggestions: z.array(z.string()).optional(),
  warnings: z.array(z.string()).optional(),
  engine: z.enum(AI_ENGINES).optional(),
  fellBack: z.boolean().optional(),
  appliedCount: z.number().int().optional(),
  plan: AiPlanDto.optional(),
  isStyleStepDismissed: z.boolean().optional(),
});
const AiPromptResult = z.object({
  ai: z.object({
    reply: z.string(),
    operations: z.array(z.looseObject({ op: z.string() })),
    warnings: z.array(z.string()),
    suggestions: z.array(z.string()),
    engine: z.enum(AI_ENGINES),
    fellBack: z.boolean(),
    notice: z.string().nullable(),
    changed: z.boolean(),
    plan: AiPlanDto.optional(),
  }),
  store: StoreDto,
  message: ChatMessageDto,
  userMessage: ChatMessageDto,
});
const AiMessagesResult = z.object({ messages: z.array(ChatMessageDto) });
const DismissStyleStepResult = z.object({ dismissed: z.boolean() });

const DeployDto = z.object({
  _id: z.string(),
  createdAt: date,
  isLive: z.boolean(),
  storeVersion: z.number().int(),
  pageCount: z.number().int(),
  fileCount: z.number().int(),
  bytes: z.number().int(),
});
const PublishResult = z.object({
  url: z.string(),
  deploy: DeployDto,
  isNew: z.boolean(),
  version: z.number().int(),
});
const DeployListResult = z.object({ url: z.string().nullable(), deploys: z.array(DeployDto) });
const ActivateDeployResult = z.object({ url: z.string(), deploy: DeployDto });
const FormSubmissionListResult = z.object({
  submissions: z.array(
    z.object({
      _id: z.string(),
      formType: z.enum(FORM_TYPES),
      fields: z.record(z.string(), z.string()),
      pagePath: z.string().nullable(),
      createdAt: date,
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

const TeamDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  settings: z.object({ assistantOptIn: z.enum(ASSISTANT_OPT_IN) }),
  createdAt: date,
  updatedAt: date,
});
const TeamResult = z.object({ team: TeamDto, role: z.enum(TEAM_ROLES) });
const MyTeamDto = z.object({ team: TeamDto, role: z.enum(TEAM_ROLES), joinedAt: date });
const TeamMemberDto = z.object({
  _id: z.string(),
  userId: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  role: z.enum(TEAM_ROLES),
  isYou: z.boolean(),
  mfaEnabled: z.boolean(),
  joinedAt: date,
});
const TeamMembersResult = z.object({ team: TeamDto, members: z.array(TeamMemberDto) });
const TeamInviteDto = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: date,
  createdAt: date,
});
const CreateInviteResult = z.object({
  invite: TeamInviteDto,
  delivery: z.enum(["email", "outbox"]),
  acceptUrl: z.string().optional(),
});
const InviteLookupResult = z.object({
  teamName: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: date,
});
const RemoveMemberResult = z.object({ removed: z.literal(true), left: z.boolean() });
const CreateTeamResult = z.object({ team: TeamDto, movedStores: z.number().int() });
const DeleteTeamResult = z.object({ deleted: z.literal(true) });
const TransferOwnershipResult = z.object({ owner: TeamMemberDto, role: z.enum(TEAM_ROLES) });
const OrganizationDto = z.object({
  teamId: z.string().nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  storeCount: z.number().int(),
  isCurrent: z.boolean(),
});
const OrganizationsResult = z.object({
  organizations: z.array(OrganizationDto),
  current: OrganizationDto,
});
const SetCurrentOrganizationResult = z.object({ current: OrganizationDto });

const UploadedImageDto = z.object({
  _id: z.string(),
  url: z.string(),
  originalName: z.string(),
  publicId: z.string(),
  webUrl: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});

/** Response `data` shapes of the API, as zod, for the OpenAPI document. */
export const RESPONSES = {
  AuthResult,
  LogoutResult,
  PasswordResetRequestResult,
  PasswordResetConfirmResult,
  MeResult,
  StoreResult: z.object({ store: StoreDto }),
  StoreListResult: z.object({ stores: z.array(StoreSummaryDto) }),
  ReadinessResult,
  SiteAddressResult,
  Deleted: z.object({ deleted: z.literal(true) }),
  DeletedCount: z.object({ deleted: z.number().int() }),
  ProductResult: z.object({ product: ProductDto }),
  ProductListResult,
  BulkResult,
  ImportProductsResult,
  EditorDataDto,
  EditorUpdateResult,
  StarterThemesResult: z.object({ themes: z.array(StarterThemeDto) }),
  AiPromptResult,
  AiMessagesResult,
  DismissStyleStepResult,
  PublishResult,
  DeployListResult,
  ActivateDeployResult,
  FormSubmissionListResult,
  FormSubmitResult: z.object({ message: z.string() }),
  TeamCreated: CreateTeamResult,
  TransferOwnershipResult,
  TeamDeleted: DeleteTeamResult,
  OrganizationsResult,
  SetCurrentOrganizationResult,
  MyTeamsResult: z.object({ teams: z.array(MyTeamDto) }),
  TeamResult,
  TeamMembersResult,
  MemberResult: z.object({ member: TeamMemberDto }),
  RemoveMemberResult,
  CreateInviteResult,
  InviteListResult: z.object({ invites: z.array(TeamInviteDto) }),
  InviteLookupResult,
  Revoked: z.object({ revoked: z.literal(true) }),
  UploadedImagesResult: z.object({ images: z.array(UploadedImageDto) }),
  UploadedImageResult: z.object({ image: UploadedImageDto }),
  HealthResult: z.object({ ok: z.literal(true) }),
  // Webhook DTOs are zod-first (contract/webhooks.ts): the types are inferred from these.
  WebhookListResult,
  CreateWebhookResult,
  WebhookResult,
  WebhookSecretResult,
  DeleteWebhookResult,
  WebhookDeliveryListResult,
  TestWebhookResult,
};

/** Compile-time proof that each response schema matches its DTO interface. */
export type ResponseSchemasMatchDtos = [
  Assert<Same<z.infer<typeof AuthResult>, AuthResult>>,
  Assert<Same<z.infer<typeof LogoutResult>, LogoutResult>>,
  Assert<Same<z.infer<typeof PasswordResetRequestResult>, PasswordResetRequestResult>>,
  Assert<Same<z.infer<typeof PasswordResetConfirmResult>, PasswordResetConfirmResult>>,
  Assert<Same<z.infer<typeof MeResult>, MeResult>>,
  Assert<Same<z.infer<typeof StoreSummaryDto>, StoreSummaryDto>>,
  Assert<Same<z.infer<typeof StoreDto>, StoreDto>>,
  Assert<Same<z.infer<typeof ProductDto>, ProductDto>>,
  Assert<Same<z.infer<typeof ProductListResult>, ProductListResult>>,
  Assert<Same<z.infer<typeof BulkResult>, BulkResult>>,
  Assert<Same<z.infer<typeof ImportProductsResult>, ImportProductsResult>>,
  Assert<Same<z.infer<typeof EditorDataDto>, EditorDataDto>>,
  Assert<Same<z.infer<typeof EditorUpdateResult>, EditorUpdateResult>>,
  Assert<Same<z.infer<typeof StarterThemeDto>, StarterThemeDto>>,
  Assert<Same<z.infer<typeof AiMessagesResult>, AiMessagesResult>>,
  Assert<Same<z.infer<typeof DismissStyleStepResult>, DismissStyleStepResult>>,
  Assert<Same<z.infer<typeof AiPromptResult>["message"], AiPromptResult["message"]>>,
  Assert<Same<z.infer<typeof AiPromptResult>["ai"]["plan"], AiPromptResult["ai"]["plan"]>>,
  Assert<Same<z.infer<typeof PublishResult>, PublishResult>>,
  Assert<Same<z.infer<typeof DeployListResult>, DeployListResult>>,
  Assert<Same<z.infer<typeof ActivateDeployResult>, ActivateDeployResult>>,
  Assert<Same<z.infer<typeof FormSubmissionListResult>, FormSubmissionListResult>>,
  Assert<Same<z.infer<typeof TeamResult>, TeamResult>>,
  Assert<Same<z.infer<typeof CreateTeamResult>, CreateTeamResult>>,
  Assert<Same<z.infer<typeof TransferOwnershipResult>, TransferOwnershipResult>>,
  Assert<Same<z.infer<typeof DeleteTeamResult>, DeleteTeamResult>>,
  Assert<Same<z.infer<typeof OrganizationDto>, OrganizationDto>>,
  Assert<Same<z.infer<typeof OrganizationsResult>, OrganizationsResult>>,
  Assert<Same<z.infer<typeof SetCurrentOrganizationResult>, SetCurrentOrganizationResult>>,
  Assert<Same<z.infer<typeof MyTeamDto>, MyTeamDto>>,
  Assert<Same<z.infer<typeof TeamMemberDto>, TeamMemberDto>>,
  Assert<Same<z.infer<typeof TeamMembersResult>, TeamMembersResult>>,
  Assert<Same<z.infer<typeof TeamInviteDto>, TeamInviteDto>>,
  Assert<Same<z.infer<typeof CreateInviteResult>, CreateInviteResult>>,
  Assert<Same<z.infer<typeof InviteLookupResult>, InviteLookupResult>>,
  Assert<Same<z.infer<typeof RemoveMemberResult>, RemoveMemberResult>>,
  Assert<Same<z.infer<typeof UploadedImageDto>, UploadedImageDto>>,
];
