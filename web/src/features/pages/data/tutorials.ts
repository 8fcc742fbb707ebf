/** The tutorials, one per tab. Every step describes what the product really does today. */

export interface TutorialStep {
  title: string
  text: string
  /** A site path the step is about, shown as a link. */
  link?: { to: string; label: string }
}

export interface Tutorial {
  id: string
  label: string
  summary: string
  steps: TutorialStep[]
}

export const TUTORIALS: Tutorial[] = [
  {
    id: 'getting-started',
    label: 'Getting Started',
    summary: 'Create your account, confirm your email and make your first image in a few minutes.',
    steps: [
      {
        title: 'Create your account',
        text: 'Sign up with a username, your email address and a password of at least 8 characters. New accounts get 10 free credits that never expire.',
        link: { to: '/signup', label: 'Sign up' },
      },
      {
        title: 'Confirm your email address',
        text: 'We email you a confirmation link, valid for 48 hours. If it expires, ask for a new one from the banner at the top of the page. A confirmed address is needed for API keys and for sending cards to other people.',
      },
      {
        title: 'Describe your first image',
        text: 'Open the image generator and describe a picture in a sentence or two: the subject first, then the setting, details, light and style.',
        link: { to: '/generate', label: 'Open the image generator' },
      },
      {
        title: 'Choose size and quality, then create',
        text: 'Square low quality costs 1 credit, medium 4 and high 15; portrait and landscape cost a little more. The cost is shown before you create, and a failed generation is refunded automatically.',
      },
      {
        title: 'Download, share or find it later',
        text: 'Download your image as PNG, JPEG or WebP, or share a link to it. Everything you make is kept in your gallery, where you can search, download, share or delete it.',
        link: { to: '/gallery', label: 'Go to your gallery' },
      },
    ],
  },
  {
    id: 'creating-cards',
    label: 'Creating Cards',
    summary: 'The card wizard takes you from an occasion to a finished card in six steps.',
    steps: [
      {
        title: '1. Category',
        text: 'Choose the occasion: birthday, anniversary, wedding, graduation, thank you, get well, new baby or sympathy. It sets the mood of the artwork.',
        link: { to: '/create', label: 'Start a card' },
      },
      {
        title: '2. Description',
        text: 'Describe the picture with one or two details that belong to the person you are making it for: a pet, a hobby, a favorite place.',
      },
      {
        title: '3. Style',
        text: 'Pick watercolor, cartoon, photorealistic, abstract, minimalist or vintage. Each style shows a sample.',
      },
      {
        title: '4. Text',
        text: 'Write your message, or ask for suggestions in a warm, funny, formal or short tone and make one your own. Your words are set on the card exactly as you type them.',
      },
      {
        title: '5. Image',
        text: 'Optionally add a photo of your own (up to 5 MB) to guide the artwork.',
      },
      {
        title: '6. Review',
        text: 'Check your choices and the cost in credits, then create the card. Your progress is saved in your browser along the way, so you can come back to an unfinished card.',
      },
    ],
  },
  {
    id: 'advanced-prompting',
    label: 'Advanced Prompting',
    summary: 'Get closer to the picture in your head, and spend fewer credits getting there.',
    steps: [
      {
        title: 'Use subject, setting, details, mood, style',
        text: 'Lead with the main subject, then where it is, the details that make it particular, the light and mood, and finally the art style.',
        link: { to: '/prompts', label: 'See example prompts' },
      },
      {
        title: 'Describe what you want, not what you don’t',
        text: 'Say "a clear blue sky" rather than "no clouds": mentioning something can invite it in. Keep one main idea per image.',
      },
      {
        title: 'Draft cheap, finish well',
        text: 'Try two or three versions at low quality for 1 credit each, pick the best composition, then create the final at medium or high quality.',
      },
      {
        title: 'Match the shape to the scene',
        text: 'Square suits centered subjects, portrait suits tall scenes and folded cards, landscape suits wide views and banners. Mention the framing in your prompt too.',
      },
      {
        title: 'Tune style and format',
        text: 'Vivid gives bold, dramatic color; Natural is softer and more realistic. Choose PNG for printing or for a transparent background (offered when the image model in use can make one), JPEG or WebP for smaller files.',
        link: { to: '/ai-image-prompts-quality-size', label: 'Read the full guide' },
      },
    ],
  },
]
