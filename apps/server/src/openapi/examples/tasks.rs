//! Examples of the firm's tasks.

use serde_json::json;

use super::{at, day, Examples};
use crate::routes::firm::tasks::{
    TaskBody, TaskCommentBody, TaskCommentDto, TaskCountsDto, TaskDetail, TaskDto, TaskPage, TaskPersonDto,
};

fn analyst() -> TaskPersonDto {
    TaskPersonDto { user_id: 3, name: "박심사".into() }
}

fn task() -> TaskDto {
    TaskDto {
        id: 41,
        title: "데모 1호 개인투자조합 제출 서류 검토 (3건)".into(),
        description: "출자 신청자가 서류를 제출했습니다. 서류를 확인하고 납입 여부를 정리해 주세요.".into(),
        union_id: Some(1),
        union_name: Some("데모 1호 개인투자조합".into()),
        due_on: Some(day("2026-12-05")),
        overdue: false,
        assignee: Some(analyst()),
        status: "in_progress".into(),
        status_label: "진행 중".into(),
        auto_kind: Some("documents_to_review".into()),
        auto_ref: Some(1),
        created_by: None,
        comment_count: 1,
        created_at: at("2026-11-25T09:00:00+09:00"),
        updated_at: at("2026-11-26T14:10:00+09:00"),
        completed_at: None,
    }
}

fn comment() -> TaskCommentDto {
    TaskCommentDto {
        id: 7,
        author: analyst(),
        body: "서류 확인했습니다. 내일 납입 요청 보내겠습니다.".into(),
        created_at: at("2026-11-26T14:10:00+09:00"),
    }
}

pub fn add(ex: &mut Examples) {
    ex.response(analyst());
    ex.response(task());
    ex.response(TaskCountsDto { open: 6, mine: 2, overdue: 1, done: 14 });
    ex.response(TaskPage {
        items: vec![task()],
        page: 1,
        page_size: 20,
        total_count: 1,
        counts: TaskCountsDto { open: 6, mine: 2, overdue: 1, done: 14 },
    });
    ex.response(comment());
    ex.response(TaskDetail { task: task(), comments: vec![comment()] });
    ex.request::<TaskBody>(json!({
        "title": "결성총회 자료 준비",
        "description": "규약안과 출자자 명부를 정리합니다.",
        "union_id": 1,
        "due_on": "2026-12-10",
        "assignee_id": 3,
        "status": "todo"
    }));
    ex.request::<TaskCommentBody>(json!({ "body": "서류 확인했습니다. 내일 납입 요청 보내겠습니다." }));
}
