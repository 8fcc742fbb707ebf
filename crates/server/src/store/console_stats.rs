//! The figures of the console's overview, counted by the database per UTC
//! day. Every query aggregates (COUNT or SUM … GROUP BY day), so however many
//! rows a table holds, only one row per day (and currency) comes back.
//!
//! A day is `YYYY-MM-DD` text on both engines: SQLite keeps a timestamp as
//! RFC 3339 text in UTC, whose first ten characters are its day; PostgreSQL
//! keeps a `timestamptz`, read here at UTC.

use super::entities::ledger_entry::EntryKind;
use super::entities::payment::PaymentRecordStatus;
use super::entities::reservation::ReservationStatus;
use super::entities::{credit_lot, email, ledger_entry, payment, reservation, user};
use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::sea_query::{
    Alias, Cond, Expr, ExprTrait, Func, IntoColumnRef, JoinType, Query, SelectStatement,
};
use sea_orm::{ActiveEnum, ConnectionTrait, DbBackend, DbErr, QueryResult};

/// One figure per day, for the days that have one.
pub type PerDay = Vec<(NaiveDate, i64)>;

/// The description of the refund that follows a generation failing while it
/// was made (`images::generate` writes it, and the overview counts by it,
/// as no failure kind is stored); work refunded because the
/// instance doing it stopped says "generation interrupted" instead.
pub const FAILED_WHILE_MADE: &str = "Refund: image generation failed";

/// Accounts opened per day.
pub async fn sign_ups(db: &impl ConnectionTrait, since: DateTime<Utc>) -> Result<PerDay, DbErr> {
    let day = utc_day(db, (user::Entity, user::Column::CreatedAt));
    let query = Query::select()
        .expr(day.clone())
        .expr(Expr::col(user::Column::Id).count())
        .from(user::Entity)
        .and_where(Expr::col(user::Column::CreatedAt).gte(since))
        .add_group_by([day])
        .take();
    per_day(db, &query).await
}

/// Generations that ended, per day: how many were kept, how many failed and
/// were refunded, and the tenths of a credit those refunds gave back. A
/// generation is a reservation (nothing else reserves credits), dated by
/// when it ended.
pub struct Generations {
    pub made: PerDay,
    pub failed: PerDay,
    pub refunded_tenths: PerDay,
}

pub async fn generations(
    db: &impl ConnectionTrait,
    since: DateTime<Utc>,
) -> Result<Generations, DbErr> {
    let day = utc_day(db, (reservation::Entity, reservation::Column::FinishedAt));
    let query = Query::select()
        .column(reservation::Column::Status)
        .expr(day.clone())
        .expr(Expr::col(reservation::Column::Id).count())
        .expr(sum(Expr::col(reservation::Column::AmountTenths)))
        .from(reservation::Entity)
        .and_where(Expr::col(reservation::Column::FinishedAt).gte(since))
        .add_group_by([Expr::col(reservation::Column::Status), day])
        .take();
    let mut generations = Generations {
        made: Vec::new(),
        failed: Vec::new(),
        refunded_tenths: Vec::new(),
    };
    for row in db.query_all(&query).await? {
        let status: String = row.try_get_by_index(0)?;
        let day = day_at(&row, 1)?;
        let (count, tenths): (i64, i64) = (row.try_get_by_index(2)?, row.try_get_by_index(3)?);
        if status == ReservationStatus::Settled.to_value() {
            generations.made.push((day, count));
        } else if status == ReservationStatus::Refunded.to_value() {
            generations.failed.push((day, count));
            generations.refunded_tenths.push((day, tenths));
        }
    }
    Ok(generations)
}

/// Generations that failed while being made, per day: the provider's errors,
/// refusals and time-outs. The database keeps no failure kind, so a storage
/// fault while saving the image counts here too; work interrupted by a
/// stopped instance does not.
pub async fn failed_while_made(
    db: &impl ConnectionTrait,
    since: DateTime<Utc>,
) -> Result<PerDay, DbErr> {
    let day = utc_day(db, (ledger_entry::Entity, ledger_entry::Column::CreatedAt));
    let query = Query::select()
        .expr(day.clone())
        .expr(Expr::col(ledger_entry::Column::Id).count())
        .from(ledger_entry::Entity)
        .and_where(Expr::col(ledger_entry::Column::Kind).eq(EntryKind::Refund.to_value()))
        .and_where(Expr::col(ledger_entry::Column::Description).eq(FAILED_WHILE_MADE))
        .and_where(Expr::col(ledger_entry::Column::CreatedAt).gte(since))
        .add_group_by([day])
        .take();
    per_day(db, &query).await
}

/// Money in one currency on one day, in the currency's minor units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Money {
    pub currency: String,
    pub day: NaiveDate,
    pub minor_units: i64,
}

/// Payments received per day and currency, dated by when they were paid (a
/// paid payment's row changes no more).
pub async fn paid(db: &impl ConnectionTrait, since: DateTime<Utc>) -> Result<Vec<Money>, DbErr> {
    let day = utc_day(db, (payment::Entity, payment::Column::UpdatedAt));
    let query = Query::select()
        .column(payment::Column::Currency)
        .expr(day.clone())
        .expr(sum(Expr::col(payment::Column::AmountCents)))
        .from(payment::Entity)
        .and_where(Expr::col(payment::Column::Status).eq(PaymentRecordStatus::Paid.to_value()))
        .and_where(Expr::col(payment::Column::UpdatedAt).gte(since))
        .add_group_by([Expr::col(payment::Column::Currency), day])
        .take();
    money(db, &query).await
}

/// Money given back (refunds, and disputes, which hold it back) per day and
/// currency. The database records the share of a purchase's credits its
/// returned money asks back (`owed_back_tenths`), so the money is that share
/// of the price: exact for a whole refund, within a tenth of a credit's
/// price for a partial one. It is dated by the first take-back of the
/// purchase's credits, which the refund or dispute wrote.
pub async fn returned(
    db: &impl ConnectionTrait,
    since: DateTime<Utc>,
) -> Result<Vec<Money>, DbErr> {
    let first_take_back = Alias::new("first_take_back");
    let first_at = Alias::new("first_at");
    let take_backs = Query::select()
        .column(ledger_entry::Column::Reference)
        .expr_as(
            Func::min(Expr::col(ledger_entry::Column::CreatedAt)),
            first_at.clone(),
        )
        .from(ledger_entry::Entity)
        .and_where(Expr::col(ledger_entry::Column::Kind).eq(EntryKind::Clawback.to_value()))
        .add_group_by([Expr::col(ledger_entry::Column::Reference)])
        .take();
    let day = utc_day(db, (first_take_back.clone(), first_at.clone()));
    let share = Expr::col((payment::Entity, payment::Column::AmountCents))
        .mul(Expr::col((
            credit_lot::Entity,
            credit_lot::Column::OwedBackTenths,
        )))
        .div(Expr::col((
            credit_lot::Entity,
            credit_lot::Column::GrantedTenths,
        )));
    let query = Query::select()
        .column((payment::Entity, payment::Column::Currency))
        .expr(day.clone())
        .expr(sum(share))
        .from(payment::Entity)
        .inner_join(
            credit_lot::Entity,
            Expr::col((credit_lot::Entity, credit_lot::Column::PaymentRef))
                .equals((payment::Entity, payment::Column::SessionId)),
        )
        .join_subquery(
            JoinType::InnerJoin,
            take_backs,
            first_take_back.clone(),
            Cond::all().add(
                Expr::col((first_take_back.clone(), ledger_entry::Column::Reference))
                    .equals((credit_lot::Entity, credit_lot::Column::Id)),
            ),
        )
        .and_where(Expr::col((credit_lot::Entity, credit_lot::Column::OwedBackTenths)).gt(0))
        .and_where(Expr::col((credit_lot::Entity, credit_lot::Column::GrantedTenths)).gt(0))
        .and_where(Expr::col((first_take_back, first_at)).gte(since))
        .add_group_by([Expr::col((payment::Entity, payment::Column::Currency)), day])
        .take();
    money(db, &query).await
}

/// Emails recorded per day, split by whether they were handed over. One
/// still not handed over at `given_up_by` failed (delivery happens as it is
/// recorded, and SMTP gives up within a minute); a newer one is on its way
/// and counts as neither.
pub struct Emails {
    pub sent: PerDay,
    pub failed: PerDay,
}

pub async fn emails(
    db: &impl ConnectionTrait,
    since: DateTime<Utc>,
    given_up_by: DateTime<Utc>,
) -> Result<Emails, DbErr> {
    let count = |handed_over: bool| {
        let day = utc_day(db, (email::Entity, email::Column::CreatedAt));
        let sent_at = Expr::col(email::Column::SentAt);
        let mut query = Query::select()
            .expr(day.clone())
            .expr(Expr::col(email::Column::Id).count())
            .from(email::Entity)
            .and_where(Expr::col(email::Column::CreatedAt).gte(since))
            .add_group_by([day])
            .take();
        if handed_over {
            query.and_where(sent_at.is_not_null());
        } else {
            query.and_where(sent_at.is_null());
            query.and_where(Expr::col(email::Column::CreatedAt).lt(given_up_by));
        }
        query
    };
    Ok(Emails {
        sent: per_day(db, &count(true)).await?,
        failed: per_day(db, &count(false)).await?,
    })
}

/// The credits the service owes at `at`, in tenths: what is left of every
/// lot that has not expired (a lot past its expiry is owed no more, even
/// before the expiry job writes it off).
pub async fn credits_outstanding(
    db: &impl ConnectionTrait,
    at: DateTime<Utc>,
) -> Result<i64, DbErr> {
    let expires_at = Expr::col(credit_lot::Column::ExpiresAt);
    let query = Query::select()
        .expr(Func::coalesce([
            sum(Expr::col(credit_lot::Column::RemainingTenths)),
            Expr::val(0i64),
        ]))
        .from(credit_lot::Entity)
        .and_where(Expr::col(credit_lot::Column::Expired).eq(false))
        .cond_where(
            Cond::any()
                .add(expires_at.clone().is_null())
                .add(expires_at.gt(at)),
        )
        .take();
    let row = db.query_one(&query).await?;
    row.map_or(Ok(0), |row| row.try_get_by_index(0))
}

/// How the balances of every account together moved: the net before
/// `since`, and the net of each day from it. Every change of a balance is a
/// ledger entry, so their running sum is what the accounts held at the end
/// of each day.
pub struct BalanceMoves {
    pub before: i64,
    pub per_day: PerDay,
}

pub async fn balance_moves(
    db: &impl ConnectionTrait,
    since: DateTime<Utc>,
) -> Result<BalanceMoves, DbErr> {
    let delta = || sum(Expr::col(ledger_entry::Column::DeltaTenths));
    let before = Query::select()
        .expr(Func::coalesce([delta(), Expr::val(0i64)]))
        .from(ledger_entry::Entity)
        .and_where(Expr::col(ledger_entry::Column::CreatedAt).lt(since))
        .take();
    let before = match db.query_one(&before).await? {
        Some(row) => row.try_get_by_index(0)?,
        None => 0,
    };
    let day = utc_day(db, (ledger_entry::Entity, ledger_entry::Column::CreatedAt));
    let daily = Query::select()
        .expr(day.clone())
        .expr(delta())
        .from(ledger_entry::Entity)
        .and_where(Expr::col(ledger_entry::Column::CreatedAt).gte(since))
        .add_group_by([day])
        .take();
    Ok(BalanceMoves {
        before,
        per_day: per_day(db, &daily).await?,
    })
}

/// The UTC day of a timestamp column, as `YYYY-MM-DD` text. (Each engine
/// marks where the column goes with its own placeholder.)
fn utc_day(db: &impl ConnectionTrait, column: impl IntoColumnRef) -> Expr {
    let column = Expr::col(column);
    match db.get_database_backend() {
        DbBackend::Postgres => {
            Expr::cust_with_expr("to_char($1 AT TIME ZONE 'UTC', 'YYYY-MM-DD')", column)
        }
        _ => Expr::cust_with_expr("substr(?, 1, 10)", column),
    }
}

/// SUM as a 64-bit integer: PostgreSQL sums `bigint`s into `numeric`.
fn sum(expr: Expr) -> Expr {
    Func::cast_as(Func::sum(expr), Alias::new("BIGINT")).into()
}

/// Rows of (day, figure).
async fn per_day(db: &impl ConnectionTrait, query: &SelectStatement) -> Result<PerDay, DbErr> {
    db.query_all(query)
        .await?
        .iter()
        .map(|row| Ok((day_at(row, 0)?, row.try_get_by_index(1)?)))
        .collect()
}

/// Rows of (currency, day, minor units).
async fn money(db: &impl ConnectionTrait, query: &SelectStatement) -> Result<Vec<Money>, DbErr> {
    db.query_all(query)
        .await?
        .iter()
        .map(|row| {
            Ok(Money {
                currency: row.try_get_by_index(0)?,
                day: day_at(row, 1)?,
                minor_units: row.try_get_by_index(2)?,
            })
        })
        .collect()
}

fn day_at(row: &QueryResult, index: usize) -> Result<NaiveDate, DbErr> {
    let text: String = row.try_get_by_index(index)?;
    NaiveDate::parse_from_str(&text, "%Y-%m-%d")
        .map_err(|err| DbErr::Type(format!("Unreadable day {text:?}: {err}")))
}
