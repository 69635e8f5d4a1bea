// @generated automatically by Diesel CLI.

diesel::table! {
    audit_events (id) {
        id -> Int8,
        company_id -> Int8,
        actor_user_id -> Nullable<Int8>,
        entity -> Text,
        entity_id -> Int8,
        action -> Text,
        before_value -> Nullable<Jsonb>,
        after_value -> Nullable<Jsonb>,
        occurred_at -> Timestamptz,
    }
}

diesel::table! {
    companies (id) {
        id -> Int8,
        kind -> Text,
        name -> Text,
        business_number -> Nullable<Text>,
        ceo_name -> Nullable<Text>,
        investor_type -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    login_attempts (id) {
        id -> Int8,
        email -> Text,
        ip -> Text,
        succeeded -> Bool,
        attempted_at -> Timestamptz,
    }
}

diesel::table! {
    password_resets (id) {
        id -> Int8,
        user_id -> Int8,
        token_hash -> Bytea,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    sessions (id) {
        id -> Int8,
        user_id -> Int8,
        token_hash -> Bytea,
        ip -> Text,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        revoked_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    user_settings (user_id, setting_key) {
        user_id -> Int8,
        setting_key -> Text,
        setting_value -> Text,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    users (id) {
        id -> Int8,
        email -> Text,
        password_hash -> Text,
        name -> Text,
        phone -> Text,
        user_type -> Text,
        member_type -> Text,
        form_type -> Text,
        company_id -> Int8,
        company_role -> Text,
        group_status -> Text,
        verified -> Bool,
        terms_agreed_at -> Nullable<Timestamptz>,
        privacy_agreed_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::joinable!(audit_events -> companies (company_id));
diesel::joinable!(audit_events -> users (actor_user_id));
diesel::joinable!(password_resets -> users (user_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(user_settings -> users (user_id));
diesel::joinable!(users -> companies (company_id));

diesel::allow_tables_to_appear_in_same_query!(
    audit_events,
    companies,
    login_attempts,
    password_resets,
    sessions,
    user_settings,
    users,
);
