//! Property test of the credit ledger on a real database: for any sequence of
//! grants (with or without expiry), spends, settlements, refunds and expiry
//! runs, the balance equals the sum of the live lots and of the ledger
//! entries, never goes negative, and matches a plain in-memory model
//! (soonest-expiring lot spent first, the never-expiring bonus last).

use crate::helpers::TestApp;
use crate::ledger_support::try_reserve;
use cardsmith_domain::Credits;
use cardsmith_domain::account::{Email, Username};
use cardsmith_server::store::entities::{credit_lot, ledger_entry};
use cardsmith_server::store::ledger::{self, Grant, LedgerError, LotSource};
use cardsmith_server::store::users;
use chrono::{Duration, Utc};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

#[derive(Debug, Clone)]
enum Op {
    /// `expires_in_days` may be in the past: such a lot is written off at the next spend.
    Grant {
        tenths: i64,
        expires_in_days: Option<i64>,
    },
    Spend {
        tenths: i64,
    },
    Settle {
        pick: usize,
    },
    Refund {
        pick: usize,
    },
    Expire {
        days_ahead: i64,
    },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (1..400i64, proptest::option::of(-2..40i64)).prop_map(|(tenths, expires_in_days)| {
            Op::Grant {
                tenths,
                expires_in_days,
            }
        }),
        (1..300i64).prop_map(|tenths| Op::Spend { tenths }),
        any::<usize>().prop_map(|pick| Op::Settle { pick }),
        any::<usize>().prop_map(|pick| Op::Refund { pick }),
        (0..45i64).prop_map(|days_ahead| Op::Expire { days_ahead }),
    ]
}

/// The ledger's rules, in memory. Expiry days are whole days from "now": the
/// test runs in far less than a day, so comparing days decides the same way
/// as comparing the stored timestamps.
#[derive(Default)]
struct Model {
    /// (expires in days, remaining tenths), in grant order.
    lots: Vec<(Option<i64>, i64)>,
    /// (id, draws, still pending)
    reservations: Vec<(String, Draws, bool)>,
}

/// (lot index, tenths taken) for each lot a spend drew from.
type Draws = Vec<(usize, i64)>;

impl Model {
    fn balance(&self) -> i64 {
        self.lots.iter().map(|(_, remaining)| remaining).sum()
    }

    fn expire(&mut self, at_days: i64) {
        for (expires, remaining) in &mut self.lots {
            if expires.is_some_and(|days| days <= at_days) {
                *remaining = 0;
            }
        }
    }

    /// The draws a spend makes, or None when the balance is too small. A
    /// refused spend changes nothing, not even the expiry it looked at: its
    /// transaction is rolled back.
    fn spend(&mut self, amount: i64) -> Option<Draws> {
        let before = self.lots.clone();
        self.expire(0);
        if self.balance() < amount {
            self.lots = before;
            return None;
        }
        let mut order: Vec<usize> = (0..self.lots.len()).collect();
        order.sort_by_key(|&i| (self.lots[i].0.is_none(), self.lots[i].0, i));
        let mut needed = amount;
        let mut draws = Vec::new();
        for i in order {
            let take = needed.min(self.lots[i].1);
            if take > 0 {
                self.lots[i].1 -= take;
                draws.push((i, take));
                needed -= take;
            }
        }
        Some(draws)
    }
}

async fn check_invariants(db: &DatabaseConnection, user_id: &str, model: &Model) {
    let balance = ledger::balance(db, user_id).await.unwrap().tenths();
    let lots: i64 = credit_lot::Entity::find()
        .filter(credit_lot::Column::UserId.eq(user_id))
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|lot| lot.remaining_tenths)
        .sum();
    let entries: i64 = ledger_entry::Entity::find()
        .filter(ledger_entry::Column::UserId.eq(user_id))
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|entry| entry.delta_tenths)
        .sum();
    assert!(balance >= 0, "negative balance {balance}");
    assert_eq!(balance, lots, "balance = sum of live lots");
    assert_eq!(balance, entries, "balance = sum of ledger entries");
    assert_eq!(balance, model.balance(), "balance = model");
}

async fn run(db: &DatabaseConnection, user_id: &str, ops: &[Op]) {
    let mut model = Model::default();
    model.lots.push((None, users::SIGNUP_BONUS.tenths()));
    for op in ops {
        match op {
            Op::Grant {
                tenths,
                expires_in_days,
            } => {
                let grant = Grant {
                    user_id,
                    amount: Credits::from_tenths(*tenths),
                    source: LotSource::Purchase,
                    expires_at: expires_in_days.map(|days| Utc::now() + Duration::days(days)),
                    payment_ref: None,
                    description: "Purchased credits",
                    amount_cents: Some(100),
                };
                ledger::grant(db, grant).await.unwrap();
                model.lots.push((*expires_in_days, *tenths));
            }
            Op::Spend { tenths } => {
                let result = try_reserve(db, user_id, Credits::from_tenths(*tenths), "Spend").await;
                match (result, model.spend(*tenths)) {
                    (Ok(reservation), Some(draws)) => {
                        model.reservations.push((reservation.id, draws, true))
                    }
                    (Err(LedgerError::Insufficient { .. }), None) => {}
                    (result, expected) => {
                        panic!("spend {tenths}: {result:?} vs model {expected:?}")
                    }
                }
            }
            Op::Settle { pick } if !model.reservations.is_empty() => {
                let index = pick % model.reservations.len();
                let (id, _, pending) = &mut model.reservations[index];
                assert_eq!(ledger::settle(db, id).await.unwrap(), *pending);
                *pending = false;
            }
            Op::Refund { pick } if !model.reservations.is_empty() => {
                let index = pick % model.reservations.len();
                let (id, draws, pending) = model.reservations[index].clone();
                let refunded = ledger::refund(db, &id, "Refund").await.unwrap();
                assert_eq!(refunded.is_some(), pending);
                if pending {
                    for (lot, tenths) in draws {
                        model.lots[lot].1 += tenths;
                    }
                    model.expire(0);
                    model.reservations[index].2 = false;
                }
            }
            Op::Settle { .. } | Op::Refund { .. } => {}
            Op::Expire { days_ahead } => {
                ledger::expire_due(db, Utc::now() + Duration::days(*days_ahead))
                    .await
                    .unwrap();
                model.expire(*days_ahead);
            }
        }
        check_invariants(db, user_id, &model).await;
    }
}

#[test]
fn the_balance_is_always_the_sum_of_live_lots_and_never_negative() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let app = runtime.block_on(TestApp::spawn());
    let mut runner = TestRunner::new(Config {
        cases: 128,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&proptest::collection::vec(op(), 1..30), |ops| {
            let case = uuid::Uuid::new_v4().simple().to_string();
            let case = &case[..12];
            runtime.block_on(async {
                let username = Username::parse(&format!("prop{case}")).unwrap();
                let email = Email::parse(&format!("prop{case}@example.com")).unwrap();
                let created = users::create(
                    &app.db,
                    &username,
                    None,
                    &email,
                    "not-a-hash".into(),
                    users::Bonus::Now,
                    None,
                )
                .await
                .unwrap();
                run(&app.db, &created.id, &ops).await;
            });
            Ok(())
        })
        .unwrap();
    drop(app);
}
