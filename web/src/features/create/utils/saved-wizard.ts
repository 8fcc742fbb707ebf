import { z } from 'zod'
import { QUALITIES, SIZES } from '@/lib/generation'
import { CATEGORY_IDS } from '../data/categories'
import { progressOf, STEP_IDS, stepIndex, type StepId } from '../data/steps'
import { STYLE_IDS } from '../data/styles'
import { CARD_TEXT_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, RECIPIENT_NAME_MAX_LENGTH, type CardWizardValues } from './wizard-values'

/**
 * The wizard kept in local storage while a visitor signs up or logs in (spec §3 "Wizard saved
 * state"), so they come back to the card they were making. Anything that does not read as a
 * whole, consistent wizard is thrown away rather than half-restored.
 */

export const WIZARD_STORAGE_KEY = 'cardsmith-card-wizard'

const savedWizardSchema = z
  .object({
    currentStep: z.enum(STEP_IDS),
    selectedCategory: z.enum(CATEGORY_IDS).nullable(),
    selectedStyle: z.enum(STYLE_IDS).nullable(),
    description: z.string().max(DESCRIPTION_MAX_LENGTH),
    includeText: z.boolean(),
    cardText: z.string().max(CARD_TEXT_MAX_LENGTH),
    progress: z.number().min(0).max(100),
    imageQuality: z.enum(QUALITIES),
    imageSize: z.enum(SIZES),
    uploadedImage: z.string().startsWith('data:image/').nullable(),
    includeUploadedImage: z.boolean(),
    /** The photo did not fit in storage and was left out: ask for it again. */
    photoLeftOut: z.boolean().optional(),
    /** Kept only when one was given (a reminder's link gives one). */
    recipientName: z.string().max(RECIPIENT_NAME_MAX_LENGTH).optional(),
  })
  // A step past the category or style choice without that choice could only come from
  // tampering; restoring it would skip a rule the wizard enforces.
  .refine((saved) => saved.selectedCategory !== null || stepIndex(saved.currentStep) <= stepIndex('category'))
  .refine((saved) => saved.selectedStyle !== null || stepIndex(saved.currentStep) <= stepIndex('style'))

export type SavedWizard = z.infer<typeof savedWizardSchema>

export interface RestoredWizard {
  step: StepId
  values: CardWizardValues
  photoLeftOut: boolean
}

export type SaveOutcome = 'saved' | 'saved-without-photo' | 'not-saved'

export function toSavedWizard(step: StepId, values: CardWizardValues): SavedWizard {
  return {
    currentStep: step,
    selectedCategory: values.category || null,
    selectedStyle: values.style || null,
    description: values.description,
    includeText: values.includeText,
    cardText: values.cardText,
    progress: progressOf(step),
    imageQuality: values.quality,
    imageSize: values.size,
    uploadedImage: values.uploadedImage,
    includeUploadedImage: values.includeUploadedImage,
    ...(values.recipientName ? { recipientName: values.recipientName } : {}),
  }
}

function fromSavedWizard(saved: SavedWizard): RestoredWizard {
  return {
    step: saved.currentStep,
    values: {
      category: saved.selectedCategory ?? '',
      description: saved.description,
      style: saved.selectedStyle ?? '',
      includeText: saved.includeText,
      cardText: saved.cardText,
      quality: saved.imageQuality,
      size: saved.imageSize,
      uploadedImage: saved.uploadedImage,
      includeUploadedImage: saved.includeUploadedImage,
      recipientName: saved.recipientName ?? '',
    },
    photoLeftOut: saved.photoLeftOut === true,
  }
}

/**
 * Saves the wizard. A photo can be larger than the browser lets a site store: then the rest
 * is saved without it, and the restored wizard asks for the photo again.
 */
export function saveWizard(step: StepId, values: CardWizardValues): SaveOutcome {
  const saved = toSavedWizard(step, values)
  if (write(saved)) return 'saved'
  if (saved.uploadedImage !== null && write({ ...saved, uploadedImage: null, photoLeftOut: true })) {
    return 'saved-without-photo'
  }
  // An older save must not come back in place of this one.
  clearSavedWizard()
  return 'not-saved'
}

/** The saved wizard, or null when there is none. A corrupt one is removed. */
export function loadSavedWizard(): RestoredWizard | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(WIZARD_STORAGE_KEY)
  } catch {
    return null // Storage is blocked (a privacy setting): nothing was saved either.
  }
  if (raw === null) return null
  try {
    return fromSavedWizard(savedWizardSchema.parse(JSON.parse(raw)))
  } catch {
    clearSavedWizard()
    return null
  }
}

export function clearSavedWizard(): void {
  try {
    localStorage.removeItem(WIZARD_STORAGE_KEY)
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

function write(saved: SavedWizard): boolean {
  try {
    localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(saved))
    return true
  } catch (error) {
    console.warn('Could not save the card wizard.', error)
    return false
  }
}
