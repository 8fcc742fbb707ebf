//! `cardsmith doctor`: checks a configuration's model providers before it goes
//! live. It asks each remote provider for its model list, as the server does
//! at start-up, and prints what it found and the options the image form will
//! offer. Nothing is written anywhere.

use crate::config::Config;
use crate::providers::image::capabilities::{self, capabilities_in_force};
use crate::providers::image::settings::{ImageSettings, ProviderKind};
use crate::providers::models::status::WARN_WITHIN_DAYS;
use crate::providers::models::{ModelReport, ModelState, ModelWatch};
use crate::providers::text::chat_endpoint;
use crate::providers::text::settings::TextProviderKind;
use cardsmith_domain::capabilities::Capabilities;
use cardsmith_domain::generation::PROMPT_MAX_CHARS;
use chrono::NaiveDate;
use std::fmt::Write;

/// What the doctor found: the text to print, and whether all is well.
pub struct Diagnosis {
    pub report: String,
    pub healthy: bool,
}

pub async fn diagnose(config: &Config, today: NaiveDate) -> anyhow::Result<Diagnosis> {
    let images = &config.images;
    images.validate()?;
    config.text.validate()?;
    let capabilities = capabilities_in_force(images)?;
    let (watch, _) = ModelWatch::for_providers(images, &config.text)?;
    let reports = watch.check(today).await;
    let find = |model: &str| reports.iter().find(|report| report.model == model);

    let mut out = String::new();
    let _ = writeln!(out, "Cardsmith doctor ({})", env!("CARGO_PKG_VERSION"));
    let mut healthy = true;
    match images.provider {
        ProviderKind::Builtin => {
            let _ = writeln!(
                out,
                "Image provider: the built-in offline designer (no model, works offline)"
            );
        }
        ProviderKind::Openai => {
            let key = match images.openai_api_key.is_some() {
                true => "API key set",
                false => "no API key",
            };
            let _ = writeln!(
                out,
                "Image provider: the {} API at {} ({key})",
                images.openai_dialect.as_str(),
                images.openai_base_url
            );
            healthy &= describe(&mut out, find(&images.openai_model));
        }
    }
    let _ = writeln!(out, "  Options offered: {}", options(&capabilities));
    let _ = writeln!(
        out,
        "  Photo cards keep faces: {}",
        yes_no(capabilities.photo_edits && capabilities.input_fidelity)
    );
    let _ = writeln!(
        out,
        "  Previews while an image is made: {}",
        previews(images)
    );
    match config.text.provider {
        TextProviderKind::Library => {
            let _ = writeln!(out, "Message writer: the bundled library (no model)");
        }
        TextProviderKind::Openai => {
            let (base_url, _) = chat_endpoint(&config.text, images);
            let _ = writeln!(out, "Message writer: chat model at {base_url}");
            // A chat model that fails only sends people to the library.
            describe(&mut out, find(&config.text.model));
        }
    }
    let verdict = match healthy {
        true => "ready",
        false => "the image model cannot be used; see above",
    };
    let _ = writeln!(out, "Result: {verdict}");
    Ok(Diagnosis {
        report: out,
        healthy,
    })
}

/// One model's line; false when generating with it would fail.
fn describe(out: &mut String, report: Option<&ModelReport>) -> bool {
    let Some(report) = report else {
        return true;
    };
    let reachability = match &report.state {
        ModelState::Unreachable(_) => "unreachable",
        ModelState::Unknown => "reachable (keeps no model list)",
        _ => "reachable",
    };
    let _ = writeln!(out, "  Provider: {reachability}");
    let _ = writeln!(out, "  Model {report}");
    if let ModelState::Retiring {
        shutdown,
        days_left,
    } = report.state
        && days_left <= WARN_WITHIN_DAYS
    {
        let _ = writeln!(
            out,
            "  Warning: choose another model before {shutdown} (docs/providers.md)"
        );
    }
    report.usable() && !matches!(report.state, ModelState::Unreachable(_))
}

fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

fn options(capabilities: &Capabilities) -> String {
    let list = |items: Vec<&str>| items.join(", ");
    format!(
        "sizes {}; qualities {}; formats {}; transparent background {}; \
         compression {}; photo cards {}; prompts up to {} characters",
        list(capabilities.sizes.iter().map(|s| s.as_str()).collect()),
        list(capabilities.qualities.iter().map(|q| q.as_str()).collect()),
        list(capabilities.formats.iter().map(|f| f.as_str()).collect()),
        yes_no(capabilities.transparent_background),
        yes_no(capabilities.output_compression),
        yes_no(capabilities.photo_edits),
        capabilities.max_prompt_chars.min(PROMPT_MAX_CHARS),
    )
}

/// Whether people watching a generation see it take shape, and why not.
fn previews(images: &ImageSettings) -> String {
    let streams = capabilities::table_row(images).is_ok_and(|row| row.streaming);
    match (images.provider, streams, images.openai_partial_images) {
        (ProviderKind::Builtin, ..) => "yes (the built-in renderer's)".into(),
        (_, false, _) => "no (the model does not stream)".into(),
        (_, true, 0) => "no (CARDSMITH_OPENAI_PARTIAL_IMAGES is 0)".into(),
        (_, true, count) => format!("yes (up to {count} partial images from the model)"),
    }
}
