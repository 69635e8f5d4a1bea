//! The `/api/v1` routes grouped by their path's first segment (`unions`, `shares`, ...).
//!
//! actix tries a scope's routes one after another and matches each parametrised one with a
//! regular expression, captures included. With all 265 routes in one scope, a request to one
//! of the last (the public share pages) ran some 200 of them first: a quarter of the server's
//! CPU on those pages (measured with perf; decisions.md, "Routing by first segment"). Here each
//! group is a scope with no prefix of its own and a guard that admits only its first segments,
//! so a request is matched against its group's routes alone, and the route macros keep their
//! whole paths.
//!
//! The groups are worked out from the modules themselves: a module goes with every other module
//! that serves one of its first segments (a scope that admits a request does not hand it on
//! when none of its routes match), so no path can land in a group that lacks its route.

use actix_web::guard::{Guard, GuardContext};
use utoipa_actix_web::service_config::ServiceConfig;
use utoipa_actix_web::AppExt;

/// A module's routes, as its `routes` function mounts them.
pub type Mount = fn(&mut ServiceConfig);

/// Modules that serve a common first segment, in the order given, with those segments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub segments: Vec<String>,
    pub modules: Vec<usize>,
}

/// The first segments of the paths `mount` serves (from its routes' OpenAPI paths).
fn first_segments(mount: Mount) -> Vec<String> {
    let (_, doc) = actix_web::App::new().into_utoipa_app().configure(mount).split_for_parts();
    let mut segments: Vec<String> = doc.paths.paths.keys().map(|p| first_segment(p).to_owned()).collect();
    segments.sort();
    segments.dedup();
    assert!(
        segments.iter().all(|s| !s.is_empty() && !s.starts_with('{')),
        "a route under /api/v1 must start with a fixed segment (routes::groups): {segments:?}"
    );
    segments
}

fn first_segment(path: &str) -> &str {
    path.trim_start_matches('/').split('/').next().unwrap_or_default()
}

/// Modules joined while they share a first segment; groups in the order of their first
/// module, modules in their given order (which is also the order their routes are tried).
pub fn group(segments_of: &[Vec<String>]) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    for (module, segments) in segments_of.iter().enumerate() {
        let mut merged = Group { segments: segments.clone(), modules: vec![module] };
        // Every earlier group that shares a segment folds into this one (it may join several).
        let mut i = 0;
        while i < groups.len() {
            if groups[i].segments.iter().any(|s| merged.segments.contains(s)) {
                let g = groups.remove(i);
                merged.segments.extend(g.segments);
                merged.modules.extend(g.modules);
            } else {
                i += 1;
            }
        }
        merged.segments.sort();
        merged.segments.dedup();
        merged.modules.sort_unstable();
        let at = groups.iter().position(|g| g.modules[0] > merged.modules[0]).unwrap_or(groups.len());
        groups.insert(at, merged);
    }
    groups
}

/// Admits a request whose path under `/api/v1/` starts with one of the segments.
struct FirstSegment(Vec<String>);

impl Guard for FirstSegment {
    fn check(&self, ctx: &GuardContext<'_>) -> bool {
        let rest = ctx.head().uri.path().strip_prefix("/api/v1/").unwrap_or_default();
        let first = first_segment(rest);
        // The router matches percent-decoded paths (`%75nions` is `unions`): so does the guard.
        if first.contains('%') {
            let decoded = percent_encoding::percent_decode_str(first).decode_utf8_lossy();
            return self.0.iter().any(|s| *s == decoded);
        }
        self.0.iter().any(|s| s == first)
    }
}

/// Mounts `modules` in their groups, each a guarded scope.
pub fn mount(cfg: &mut ServiceConfig, modules: &[Mount]) {
    let segments: Vec<Vec<String>> = modules.iter().map(|m| first_segments(*m)).collect();
    for g in group(&segments) {
        let mounts: Vec<Mount> = g.modules.iter().map(|i| modules[*i]).collect();
        cfg.service(utoipa_actix_web::scope("").guard(FirstSegment(g.segments)).configure(move |cfg| {
            for m in mounts {
                m(cfg);
            }
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(s: &[&str]) -> Vec<String> {
        s.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn modules_sharing_a_segment_share_a_group_in_their_order() {
        let groups = group(&[
            seg(&["auth"]),
            seg(&["unions"]),
            seg(&["shares"]),
            seg(&["me", "company"]),
            seg(&["unions", "startups"]),
            seg(&["startups"]),
            seg(&["company"]),
        ]);
        assert_eq!(
            groups,
            vec![
                Group { segments: seg(&["auth"]), modules: vec![0] },
                Group { segments: seg(&["startups", "unions"]), modules: vec![1, 4, 5] },
                Group { segments: seg(&["shares"]), modules: vec![2] },
                Group { segments: seg(&["company", "me"]), modules: vec![3, 6] },
            ]
        );
    }

    #[test]
    fn a_module_can_join_two_earlier_groups() {
        let groups = group(&[seg(&["a"]), seg(&["b"]), seg(&["c"]), seg(&["c", "a"])]);
        assert_eq!(
            groups,
            vec![
                Group { segments: seg(&["a", "c"]), modules: vec![0, 2, 3] },
                Group { segments: seg(&["b"]), modules: vec![1] },
            ]
        );
    }

    /// Every documented operation reaches its own route through the groups (a `{param}` sent
    /// as `1`): none lands in a group that lacks it, and a fixed segment still wins over a
    /// parameter where both fit (`/applicants/import`).
    #[actix_web::test]
    async fn every_operation_routes_to_its_own_pattern() {
        use actix_web::test::{call_service, init_service, TestRequest};
        let (app, doc) = crate::openapi::api_app();
        let app = init_service(app).await;
        let mut checked = 0;
        for (path, item) in &doc.paths.paths {
            let concrete: String =
                path.split('/').map(|s| if s.starts_with('{') { "1" } else { s }).collect::<Vec<_>>().join("/");
            for method in crate::fallback::methods_of(item) {
                let req = TestRequest::default().method(method.parse().unwrap()).uri(&concrete).to_request();
                let res = call_service(&app, req).await;
                assert_eq!(res.request().match_pattern().as_deref(), Some(path.as_str()), "{method} {concrete}");
                checked += 1;
            }
        }
        assert!(checked > 250, "only {checked} operations checked");
    }
}
