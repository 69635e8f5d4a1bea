//! LP groups: list, the create/edit modal (with its image upload), members, delete.

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use kernel::PageRequest;
use lp::group::MAX_IMAGE_BYTES;
use lp::{LpGroup, LpGroupDraft, LpGroupId, LpMemberId};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, ErrorCode, Problem};
use crate::extract::Tenant;
use crate::page_dto;
use crate::routes::lp::members::LpMemberDto;
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_groups)
        .service(create_group)
        .service(upload_group_image)
        .service(get_group)
        .service(update_group)
        .service(delete_group)
        .service(group_image)
        .service(set_group_members);
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LpGroupDto {
    pub id: i64,
    pub name: String,
    pub description: String,
    /// Whether `GET /lp-groups/{id}/image` has an image.
    pub has_image: bool,
    pub member_count: i64,
    pub created_at: DateTime<Utc>,
}

impl From<LpGroup> for LpGroupDto {
    fn from(g: LpGroup) -> Self {
        LpGroupDto {
            id: g.id.get(),
            name: g.name,
            description: g.description,
            has_image: g.has_image,
            member_count: g.member_count,
            created_at: g.created_at,
        }
    }
}

page_dto!(LpGroupPage, LpGroupDto);

#[derive(Debug, Deserialize, IntoParams)]
pub struct GroupQuery {
    /// Substring of the group name.
    #[serde(default)]
    pub q: String,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// The firm's groups, newest first.
#[utoipa::path(tag = "lpGroups", security(("bearer" = [])), params(GroupQuery), responses((status = 200, body = LpGroupPage)))]
#[get("/lp-groups")]
pub async fn list_groups(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<GroupQuery>,
) -> Result<web::Json<LpGroupPage>, ApiError> {
    let page = state.lp.list_groups(&t.actor, &q.q, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(LpGroupPage::from_page(page, LpGroupDto::from)))
}

/// The group modal: name (required), description, and an image uploaded first.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct LpGroupBody {
    #[schema(value_type = String, required = true, min_length = 1, max_length = 50, pattern = r"\S", example = "엔젤클럽 2026")]
    pub name: Option<String>,
    #[schema(max_length = 500)]
    pub description: Option<String>,
    /// `image_key` from `POST /lp-group-images`; absent keeps the current image.
    pub image_key: Option<String>,
    /// Drop the current image (ignored when `image_key` is given).
    pub remove_image: bool,
}

fn draft(b: &LpGroupBody) -> LpGroupDraft {
    LpGroupDraft {
        name: b.name.clone(),
        description: b.description.clone(),
        image_key: b.image_key.clone(),
        remove_image: b.remove_image,
    }
}

/// Creates a group.
#[utoipa::path(
    tag = "lpGroups",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = LpGroupBody,
    responses(
        (status = 201, body = LpGroupDto),
        (status = 422, description = "validation_failed ('그룹명을 입력해주세요.'), image_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/lp-groups")]
pub async fn create_group(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<LpGroupBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(LpGroupDto::from(state.lp.create_group(&t.actor, &draft(&b)).await?))
    })
    .await
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupImageUpload {
    /// Pass as `image_key` when saving the group; unused uploads are removed after a while.
    pub image_key: String,
    pub content_type: String,
}

/// Uploads a group image (jpg, png, gif, bmp, tiff; checked by content, at most 10 MB).
#[utoipa::path(
    tag = "lpGroups",
    security(("bearer" = [])),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = GroupImageUpload),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/lp-group-images")]
pub async fn upload_group_image(
    state: web::Data<AppState>,
    t: Tenant,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let file = only_file(&mut payload, MAX_IMAGE_BYTES)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::NoFile, "업로드할 파일을 선택해 주세요."))?;
    let (image_key, content_type) = state.lp.stage_group_image(&t.actor, file.bytes).await?;
    Ok(HttpResponse::Created().json(GroupImageUpload { image_key, content_type: content_type.into() }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LpGroupDetail {
    pub group: LpGroupDto,
    /// By name.
    pub members: Vec<LpMemberDto>,
}

/// A group with its members.
#[utoipa::path(
    tag = "lpGroups",
    security(("bearer" = [])),
    params(("group_id" = i64, Path)),
    responses(
        (status = 200, body = LpGroupDetail),
        (status = 404, description = "group_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/lp-groups/{group_id}")]
pub async fn get_group(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<LpGroupDetail>, ApiError> {
    let (group, members) = state.lp.group(&t.actor, LpGroupId(*id)).await?;
    Ok(web::Json(LpGroupDetail { group: group.into(), members: members.into_iter().map(Into::into).collect() }))
}

/// Saves the group modal on an existing group.
#[utoipa::path(
    tag = "lpGroups",
    security(("bearer" = [])),
    params(("group_id" = i64, Path)),
    request_body = LpGroupBody,
    responses(
        (status = 200, body = LpGroupDto),
        (status = 404, description = "group_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed, image_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/lp-groups/{group_id}")]
pub async fn update_group(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<LpGroupBody>,
) -> Result<web::Json<LpGroupDto>, ApiError> {
    Ok(web::Json(state.lp.update_group(&t.actor, LpGroupId(*id), &draft(&body)).await?.into()))
}

/// Deletes a group (its members stay LPs of the firm).
#[utoipa::path(
    tag = "lpGroups",
    security(("bearer" = [])),
    params(("group_id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "group_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/lp-groups/{group_id}")]
pub async fn delete_group(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    state.lp.delete_group(&t.actor, LpGroupId(*id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The group's image.
#[utoipa::path(
    tag = "lpGroups",
    security(("bearer" = [])),
    params(("group_id" = i64, Path)),
    responses(
        (status = 200, description = "The image", content_type = "image/*"),
        (status = 204, description = "The group has no image"),
        (status = 404, description = "group_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/lp-groups/{group_id}/image")]
pub async fn group_image(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let Some((bytes, content_type)) = state.lp.group_image(&t.actor, LpGroupId(*id)).await? else {
        return Ok(HttpResponse::NoContent().finish());
    };
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((actix_web::http::header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((actix_web::http::header::CACHE_CONTROL, "private, max-age=60"))
        .body(bytes))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GroupMembersBody {
    /// The group's members after the change (select-all and delete-all send the full list).
    #[schema(max_items = 1000)]
    #[serde(default, deserialize_with = "crate::wire::int_list")]
    pub lp_member_ids: Vec<i64>,
}

/// Sets the group's members.
#[utoipa::path(
    tag = "lpGroups",
    security(("bearer" = [])),
    params(("group_id" = i64, Path)),
    request_body = GroupMembersBody,
    responses(
        (status = 204, description = "Saved"),
        (status = 404, description = "group_not_found, lp_member_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/lp-groups/{group_id}/members")]
pub async fn set_group_members(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<GroupMembersBody>,
) -> Result<HttpResponse, ApiError> {
    let ids: Vec<LpMemberId> = body.lp_member_ids.iter().copied().map(LpMemberId).collect();
    state.lp.set_group_members(&t.actor, LpGroupId(*id), &ids).await?;
    Ok(HttpResponse::NoContent().finish())
}
