use std::fmt;

use reqwest::multipart::{Form, Part};
use serde_json::{Map, Value, json};

use crate::dialect::Dialect;
use crate::error::ImageApiError;
use crate::model::{Endpoint, ModelFamily, apply_style};

/// One image to make. Values are the product's own (already validated by the caller);
/// they are adapted here to whatever the configured model accepts.
#[derive(Clone, Debug)]
pub struct ImageRequest {
    pub prompt: String,
    /// `1024x1024`, `1024x1536`, `1536x1024` or `auto`.
    pub size: String,
    /// `low`, `medium`, `high` or `auto`.
    pub quality: String,
    /// `png`, `jpeg` or `webp`.
    pub output_format: String,
    /// 0–100; only meaningful for jpeg and webp, so it is dropped for png.
    pub output_compression: Option<u8>,
    /// Only `transparent` is meaningful.
    pub background: Option<String>,
    /// `natural` or `vivid`.
    pub style: Option<String>,
    /// A photo to build the image from; turns the request into an edit.
    pub photo: Option<Photo>,
    /// How closely an edit keeps the photo's faces and details: `high` or
    /// `low`. Sent only with a photo, to GPT Image models (the caller knows
    /// from its capability table which of them take it).
    pub input_fidelity: Option<String>,
    /// Makes the picture repeatable on servers that take a seed.
    pub seed: Option<u64>,
    /// Ask for up to this many partial images (0–3; values above 3 are sent
    /// as 3) while the image is drawn: sent, with `stream: true`, only to GPT
    /// Image models on the [`Dialect::Openai`] dialect, like `input_fidelity`.
    /// `None` means no streaming. The partials reach the callback of
    /// [`OpenAiImages::generate_streaming`](crate::OpenAiImages::generate_streaming);
    /// fewer than asked, or none, may come.
    pub partial_images: Option<u8>,
}

/// An uploaded photo sent as the `image` file of an edit.
#[derive(Clone)]
pub struct Photo {
    pub bytes: Vec<u8>,
    /// `image/png`, `image/jpeg` or `image/webp`.
    pub mime: String,
    pub filename: String,
}

/// Keeps megabytes of photo out of logs.
impl fmt::Debug for Photo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Photo")
            .field("bytes", &format_args!("<{} bytes>", self.bytes.len()))
            .field("mime", &self.mime)
            .field("filename", &self.filename)
            .finish()
    }
}

impl ImageRequest {
    pub(crate) fn endpoint(&self) -> Endpoint {
        match self.photo {
            Some(_) => Endpoint::Edits,
            None => Endpoint::Generations,
        }
    }
}

/// The most partial images OpenAI sends for one image.
const MAX_PARTIAL_IMAGES: u8 = 3;

/// The parameters to send, in order, already adapted to the model and endpoint.
/// Both the JSON body and the multipart form are built from this one list so the
/// two endpoints cannot drift apart.
pub(crate) fn parameters(
    dialect: Dialect,
    model: &str,
    req: &ImageRequest,
) -> Vec<(&'static str, Value)> {
    match dialect {
        Dialect::Openai => openai_parameters(model, req),
        self_hosted => self_hosted_parameters(self_hosted, model, req),
    }
}

fn openai_parameters(model: &str, req: &ImageRequest) -> Vec<(&'static str, Value)> {
    let family = ModelFamily::of(model);
    let styled = apply_style(family, req.endpoint(), &req.prompt, req.style.as_deref());
    let mut params = vec![
        ("model", json!(model)),
        ("prompt", json!(styled.prompt)),
        ("size", json!(family.size(&req.size))),
    ];
    if let Some(quality) = family.quality(&req.quality) {
        params.push(("quality", json!(quality)));
    }
    if let Some(style) = styled.style_field {
        params.push(("style", json!(style)));
    }
    if family.takes_output_options() {
        params.push(("output_format", json!(req.output_format)));
        // PNG is lossless; OpenAI rejects a compression below 100 for it.
        let compressible = !req.output_format.eq_ignore_ascii_case("png");
        if let Some(compression) = req.output_compression.filter(|_| compressible) {
            params.push(("output_compression", json!(compression)));
        }
        if let Some(background) = &req.background {
            params.push(("background", json!(background)));
        }
    }
    if family.needs_response_format() {
        params.push(("response_format", json!("b64_json")));
    }
    if let Some(fidelity) = req.input_fidelity.as_deref()
        && family == ModelFamily::GptImage
        && req.endpoint() == Endpoint::Edits
    {
        params.push(("input_fidelity", json!(fidelity)));
    }
    // Only GPT Image models stream; DALL·E would refuse the fields.
    if let Some(partials) = req.partial_images
        && family == ModelFamily::GptImage
    {
        params.push(("stream", json!(true)));
        params.push(("partial_images", json!(partials.min(MAX_PARTIAL_IMAGES))));
    }
    params.push(("n", json!(1)));
    params
}

/// Self-hosted servers get the common fields, the style in words, and their
/// own knobs; nothing they would reject or ignore.
fn self_hosted_parameters(
    dialect: Dialect,
    model: &str,
    req: &ImageRequest,
) -> Vec<(&'static str, Value)> {
    let styled = apply_style(
        ModelFamily::GptImage,
        req.endpoint(),
        &req.prompt,
        req.style.as_deref(),
    );
    let (prompt, extras) = dialect.extras(styled.prompt, &req.quality, req.seed);
    // These servers draw any size but have no `auto`.
    let size = match req.size.as_str() {
        "auto" => "1024x1024",
        size => size,
    };
    let mut params = vec![
        ("model", json!(model)),
        ("prompt", json!(prompt)),
        ("size", json!(size)),
    ];
    if dialect == Dialect::SdServer {
        // Its edits make PNG or JPEG only; the bytes tell what came back.
        let format = match (req.endpoint(), req.output_format.as_str()) {
            (Endpoint::Edits, "webp") => "png",
            (_, format) => format,
        };
        params.push(("output_format", json!(format)));
        let compressible = !req.output_format.eq_ignore_ascii_case("png");
        if let Some(compression) = req.output_compression.filter(|_| compressible) {
            params.push(("output_compression", json!(compression)));
        }
    }
    params.extend(extras);
    params.push(("n", json!(1)));
    params
}

/// JSON body for `images/generations`.
pub(crate) fn generation_body(dialect: Dialect, model: &str, req: &ImageRequest) -> Value {
    let fields: Map<String, Value> = parameters(dialect, model, req)
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value))
        .collect();
    Value::Object(fields)
}

/// Multipart form for `images/edits`, with the photo as the `image` file.
pub(crate) fn edit_form(
    dialect: Dialect,
    model: &str,
    req: &ImageRequest,
    photo: &Photo,
) -> Result<Form, ImageApiError> {
    if !dialect.has_edits() {
        return Err(ImageApiError::InvalidRequest(format!(
            "a {} server cannot build an image from a photo",
            dialect.as_str()
        )));
    }
    let mut form = Form::new();
    for (name, value) in parameters(dialect, model, req) {
        let text = match value {
            Value::String(text) => text,
            other => other.to_string(),
        };
        form = form.text(name, text);
    }
    let filename = match photo.filename.trim() {
        "" => "image".to_owned(),
        name => name.to_owned(),
    };
    let image = Part::bytes(photo.bytes.clone())
        .file_name(filename)
        .mime_str(&photo.mime)
        .map_err(|_| {
            ImageApiError::InvalidRequest(format!("unusable photo type {:?}", photo.mime))
        })?;
    Ok(form.part("image", image))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(format: &str, compression: Option<u8>) -> ImageRequest {
        ImageRequest {
            prompt: "A lighthouse at dusk".into(),
            size: "1024x1024".into(),
            quality: "medium".into(),
            output_format: format.into(),
            output_compression: compression,
            background: None,
            style: None,
            photo: None,
            input_fidelity: None,
            seed: Some(42),
            partial_images: None,
        }
    }

    #[test]
    fn input_fidelity_goes_with_gpt_image_edits_only() {
        let mut req = request("png", None);
        req.input_fidelity = Some("high".into());
        let sent = |dialect, model: &str, req: &ImageRequest| {
            parameters(dialect, model, req)
                .into_iter()
                .find(|(name, _)| *name == "input_fidelity")
                .map(|(_, value)| value)
        };
        assert_eq!(
            sent(Dialect::Openai, "gpt-image-1.5", &req),
            None,
            "no photo"
        );
        req.photo = Some(Photo {
            bytes: vec![1],
            mime: "image/png".into(),
            filename: "p.png".into(),
        });
        assert_eq!(
            sent(Dialect::Openai, "gpt-image-1.5", &req),
            Some(json!("high"))
        );
        assert_eq!(sent(Dialect::Openai, "dall-e-2", &req), None);
        assert_eq!(sent(Dialect::SdServer, "any", &req), None);
    }

    #[test]
    fn partial_images_make_gpt_image_models_on_openai_stream_and_no_one_else() {
        let streaming = |dialect, model: &str, req: &ImageRequest| {
            let params = parameters(dialect, model, req);
            let find = |wanted: &str| {
                params
                    .iter()
                    .find(|(name, _)| *name == wanted)
                    .map(|(_, value)| value.clone())
            };
            (find("stream"), find("partial_images"))
        };
        let mut req = request("png", None);
        assert_eq!(
            streaming(Dialect::Openai, "gpt-image-1.5", &req),
            (None, None),
            "not asked for"
        );
        req.partial_images = Some(2);
        let asked = (Some(json!(true)), Some(json!(2)));
        assert_eq!(streaming(Dialect::Openai, "gpt-image-1.5", &req), asked);
        let mut edit = req.clone();
        edit.photo = Some(Photo {
            bytes: vec![1],
            mime: "image/png".into(),
            filename: "p.png".into(),
        });
        assert_eq!(streaming(Dialect::Openai, "gpt-image-1-mini", &edit), asked);
        for model in ["dall-e-2", "dall-e-3"] {
            assert_eq!(
                streaming(Dialect::Openai, model, &req),
                (None, None),
                "{model}"
            );
        }
        for dialect in [Dialect::SdServer, Dialect::Localai, Dialect::VllmOmni] {
            for req in [&req, &edit] {
                let sent = streaming(dialect, "gpt-image-1.5", req);
                assert_eq!(sent, (None, None), "{dialect:?}");
            }
        }
        req.partial_images = Some(9);
        assert_eq!(
            streaming(Dialect::Openai, "gpt-image-1.5", &req),
            (Some(json!(true)), Some(json!(3))),
            "capped at OpenAI's most"
        );
        req.partial_images = Some(0);
        assert_eq!(
            streaming(Dialect::Openai, "gpt-image-1.5", &req),
            (Some(json!(true)), Some(json!(0))),
            "only the finished image, streamed"
        );
    }

    #[test]
    fn compression_is_sent_for_lossy_formats_only() {
        let webp = generation_body(Dialect::Openai, "gpt-image-1.5", &request("webp", Some(80)));
        assert_eq!(webp["output_compression"], json!(80));
        let png = generation_body(Dialect::Openai, "gpt-image-1.5", &request("png", Some(80)));
        assert!(png.get("output_compression").is_none(), "{png}");
    }

    #[test]
    fn dall_e_gets_no_gpt_image_options_and_asks_for_base64() {
        let mut req = request("webp", Some(80));
        req.background = Some("transparent".into());
        let body = generation_body(Dialect::Openai, "dall-e-2", &req);
        for absent in [
            "output_format",
            "output_compression",
            "background",
            "quality",
        ] {
            assert!(body.get(absent).is_none(), "{absent} in {body}");
        }
        assert_eq!(body["response_format"], json!("b64_json"));
    }

    #[test]
    fn self_hosted_servers_get_only_what_they_read() {
        let mut req = request("webp", Some(70));
        req.background = Some("transparent".into());
        req.size = "auto".into();
        let sd = generation_body(Dialect::SdServer, "any", &req);
        assert_eq!(sd["output_format"], json!("webp"));
        assert_eq!(sd["output_compression"], json!(70));
        assert_eq!(sd["size"], json!("1024x1024"));
        assert!(
            sd["prompt"]
                .as_str()
                .unwrap()
                .contains("<sd_cpp_extra_args>")
        );
        for dialect in [Dialect::Localai, Dialect::VllmOmni] {
            let body = generation_body(dialect, "flux", &req);
            for absent in [
                "quality",
                "background",
                "output_format",
                "output_compression",
                "style",
            ] {
                assert!(body.get(absent).is_none(), "{absent} in {body}");
            }
            assert_eq!(body["response_format"], json!("b64_json"));
        }
        let photo = Photo {
            bytes: vec![1],
            mime: "image/png".into(),
            filename: "p.png".into(),
        };
        let mut edit = req.clone();
        edit.photo = Some(photo.clone());
        let format_of = |params: Vec<(&str, Value)>| {
            params
                .into_iter()
                .find(|(name, _)| *name == "output_format")
                .map(|(_, v)| v)
        };
        assert_eq!(
            format_of(parameters(Dialect::SdServer, "any", &edit)),
            Some(json!("png")),
            "sd-server edits make no WebP"
        );
        let refused = edit_form(Dialect::Localai, "flux", &req, &photo).unwrap_err();
        assert!(refused.to_string().contains("localai"), "{refused}");
    }

    #[test]
    fn photo_debug_shows_size_not_content() {
        let photo = Photo {
            bytes: vec![7; 4096],
            mime: "image/png".into(),
            filename: "me.png".into(),
        };
        let printed = format!("{photo:?}");
        assert!(printed.contains("<4096 bytes>"), "{printed}");
        assert!(printed.len() < 200, "{printed}");
    }

    #[test]
    fn an_unparsable_photo_type_is_refused() {
        let photo = Photo {
            bytes: vec![1],
            mime: "not a mime".into(),
            filename: "x".into(),
        };
        let err = edit_form(
            Dialect::Openai,
            "gpt-image-1.5",
            &request("png", None),
            &photo,
        )
        .unwrap_err();
        assert!(matches!(err, ImageApiError::InvalidRequest(_)), "{err:?}");
    }
}
