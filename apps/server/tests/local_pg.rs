//! `just run` without a database: the private PostgreSQL cluster starts in the data folder,
//! takes migrations, serves queries and stops again.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use server::local_pg::{answers, PrivatePostgres};

#[tokio::test(flavor = "multi_thread")]
async fn a_private_cluster_starts_migrates_and_stops() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let dir = std::env::temp_dir().join(format!("johap-pg-{}-{port}", std::process::id()));
    let pg = tokio::task::spawn_blocking({
        let dir = dir.clone();
        move || PrivatePostgres::start(&dir, port)
    })
    .await
    .unwrap()
    .expect("private PostgreSQL starts");
    let addr = format!("127.0.0.1:{port}");
    assert!(answers(&addr));

    let url = pg.url("johap");
    assert!(db::admin::create_database_if_missing(&url).await.unwrap());
    assert!(db::migrate(&url).await.unwrap() >= 1);
    let pool = db::pool(&url, db::PoolSettings::new(2)).unwrap();
    assert!(db::ping(&pool).await);
    drop(pool);

    // A second start reuses the initialised cluster.
    tokio::task::spawn_blocking(move || drop(pg)).await.unwrap();
    assert!(!answers(&addr), "the cluster stops when dropped");
    let pg = tokio::task::spawn_blocking({
        let dir = dir.clone();
        move || PrivatePostgres::start(&dir, port)
    })
    .await
    .unwrap()
    .unwrap();
    assert!(!db::admin::create_database_if_missing(&pg.url("johap")).await.unwrap(), "data survived the restart");
    tokio::task::spawn_blocking(move || drop(pg)).await.unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}
