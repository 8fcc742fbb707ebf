//! Webhook signature checks and event parsing.

use cardsmith_stripe::webhook::{
    CHECKOUT_SESSION_COMPLETED, SignatureError, parse_event, sign, verify_signature,
};

const SECRET: &str = "whsec_test_secret";
const NOW: i64 = 1_700_000_000;
const TOLERANCE: i64 = 300;
const PAYLOAD: &[u8] = br#"{"id":"evt_test"}"#;

fn verify(payload: &[u8], header: &str) -> Result<(), SignatureError> {
    verify_signature(payload, header, SECRET, NOW, TOLERANCE)
}

#[test]
fn sign_matches_a_reference_hmac() {
    // Computed independently: HMAC-SHA256("whsec_test_secret", "1700000000.{\"id\":\"evt_test\"}").
    assert_eq!(
        sign(PAYLOAD, SECRET, NOW),
        "t=1700000000,v1=13941114bb88ac44a76abcfddea5b92aa6182a4b63d8be3aae908a616083bd7e"
    );
}

#[test]
fn valid_signature_is_accepted() {
    assert_eq!(verify(PAYLOAD, &sign(PAYLOAD, SECRET, NOW)), Ok(()));
}

#[test]
fn timestamps_just_inside_the_tolerance_are_accepted() {
    for timestamp in [NOW - TOLERANCE, NOW + TOLERANCE] {
        assert_eq!(verify(PAYLOAD, &sign(PAYLOAD, SECRET, timestamp)), Ok(()));
    }
}

#[test]
fn wrong_secret_is_a_mismatch() {
    let header = sign(PAYLOAD, "whsec_someone_else", NOW);
    assert_eq!(verify(PAYLOAD, &header), Err(SignatureError::Mismatch));
}

#[test]
fn tampered_body_is_a_mismatch() {
    let header = sign(PAYLOAD, SECRET, NOW);
    assert_eq!(
        verify(br#"{"id":"evt_tesT"}"#, &header),
        Err(SignatureError::Mismatch)
    );
}

#[test]
fn changed_timestamp_is_a_mismatch() {
    let header = sign(PAYLOAD, SECRET, NOW).replace("t=1700000000", "t=1700000001");
    assert_eq!(verify(PAYLOAD, &header), Err(SignatureError::Mismatch));
}

#[test]
fn stale_timestamp_is_refused() {
    let header = sign(PAYLOAD, SECRET, NOW - TOLERANCE - 1);
    assert_eq!(
        verify(PAYLOAD, &header),
        Err(SignatureError::TimestampOutsideTolerance {
            age_secs: TOLERANCE + 1
        })
    );
}

#[test]
fn future_timestamp_beyond_tolerance_is_refused() {
    let header = sign(PAYLOAD, SECRET, NOW + TOLERANCE + 60);
    assert_eq!(
        verify(PAYLOAD, &header),
        Err(SignatureError::TimestampOutsideTolerance {
            age_secs: -(TOLERANCE + 60)
        })
    );
}

#[test]
fn any_matching_v1_among_several_is_enough() {
    let good = sign(PAYLOAD, SECRET, NOW);
    let good_v1 = good.split_once(",v1=").unwrap().1;
    let old_secret_v1 = sign(PAYLOAD, "whsec_rolled_out", NOW)
        .split_once(",v1=")
        .unwrap()
        .1
        .to_owned();
    let header = format!("t={NOW},v1={old_secret_v1},v1=not-hex,v1={good_v1},v0=deadbeef");
    assert_eq!(verify(PAYLOAD, &header), Ok(()));

    let none_match = format!("t={NOW},v1={old_secret_v1},v1=abcdef");
    assert_eq!(verify(PAYLOAD, &none_match), Err(SignatureError::Mismatch));
}

#[test]
fn v0_alone_is_not_accepted() {
    let good = sign(PAYLOAD, SECRET, NOW);
    let header = good.replace(",v1=", ",v0=");
    assert_eq!(verify(PAYLOAD, &header), Err(SignatureError::NoV1Signature));
}

#[test]
fn malformed_headers_are_refused() {
    let v1 = sign(PAYLOAD, SECRET, NOW)
        .split_once(",v1=")
        .unwrap()
        .1
        .to_owned();
    let cases = [
        String::new(),
        "   ".to_owned(),
        format!("v1={v1}"),
        "garbage".to_owned(),
        "t=abc,v1=00".to_owned(),
        "t=-5,v1=00".to_owned(),
        "t=,v1=00".to_owned(),
        "t=99999999999999999999999,v1=00".to_owned(),
        format!("t={NOW},t={NOW},v1={v1}"),
        format!("t={NOW};v1={v1}"),
    ];
    for header in cases {
        assert!(
            matches!(
                verify(PAYLOAD, &header),
                Err(SignatureError::MalformedHeader(_))
            ),
            "{header:?} gave {:?}",
            verify(PAYLOAD, &header)
        );
    }
}

#[test]
fn header_without_v1_is_refused() {
    assert_eq!(
        verify(PAYLOAD, &format!("t={NOW}")),
        Err(SignatureError::NoV1Signature)
    );
}

#[test]
fn empty_secret_is_refused() {
    let header = sign(PAYLOAD, "", NOW);
    assert_eq!(
        verify_signature(PAYLOAD, &header, "", NOW, TOLERANCE),
        Err(SignatureError::MissingSecret)
    );
}

#[test]
fn checkout_completed_event_yields_its_session() {
    let payload = br#"{
        "id": "evt_1",
        "object": "event",
        "type": "checkout.session.completed",
        "created": 1700000000,
        "livemode": false,
        "data": { "object": {
            "id": "cs_test_1", "object": "checkout.session", "status": "complete",
            "payment_status": "paid", "amount_total": 1499, "currency": "usd",
            "client_reference_id": "user_42", "metadata": { "package_id": "value" }, "url": null
        } }
    }"#;
    let event = parse_event(payload).expect("event parses");
    assert_eq!(event.id, "evt_1");
    assert_eq!(event.event_type, CHECKOUT_SESSION_COMPLETED);
    assert_eq!(event.created, Some(1_700_000_000));

    let session = event
        .checkout_session()
        .expect("a session")
        .expect("decodes");
    assert!(session.is_paid());
    assert_eq!(session.package_id(), Some("value"));
    assert_eq!(session.amount_total, Some(1499));
}

#[test]
fn other_objects_are_not_sessions() {
    let payload = br#"{"id":"evt_2","type":"charge.refunded","data":{"object":{"id":"ch_1","object":"charge"}}}"#;
    let event = parse_event(payload).expect("event parses");
    assert_eq!(event.event_type, "charge.refunded");
    assert!(event.checkout_session().is_none());
}

#[test]
fn body_that_is_not_an_event_fails_to_parse() {
    assert!(parse_event(b"not json").is_err());
    assert!(parse_event(br#"{"id":"evt_3","data":{"object":{}}}"#).is_err());
}
